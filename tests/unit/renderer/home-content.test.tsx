import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { content } from '../../../src/shared/contract/content'
import { HOME_IMAGES } from '../../../src/shared/rules/content'
import { ok } from './fake-bridge'
import { alertSays, doc, field, press, saved, submit } from './news-helpers'
import { currentPath, renderApp } from './render-app'

// The home content's three images (SPEC §2.12): each uploaded after the record saved, only when chosen,
// and one that fails is retried alone.

const COUNTS = { FacultyCount: 1, UserCount: 1, CoursesCount: 1, NewsCount: 1, EventCount: 1, ModuleCount: 1 }
const HOME = {
  EntryID: 7,
  DiscoverContent: doc('Discover us'),
  DiscoverPicture: null,
  AboutContent: doc('About us'),
  CampusImage: null,
  CampusImage2: null,
  CampusContent: doc('Campus'),
  CampusContent2: doc('Campus two'),
  EducationContent: doc('Education'),
  RegistryContent: doc('Registry'),
  DiscoverPictureAlt: null,
  DiscoverPictureDecorative: false,
  CampusImageAlt: null,
  CampusImageDecorative: false,
  CampusImage2Alt: null,
  CampusImage2Decorative: false,
}
const LOAD = channel.api('general', 'dashboardCount')
const CAMPUS = channel.api('content', 'campusPhoto')
const CAMPUS2 = channel.api('content', 'campusPhoto2')

function choose(label: string, name: string) {
  URL.createObjectURL = vi.fn(() => `blob:${name}`)
  URL.revokeObjectURL = vi.fn()
  const file = new File([new Uint8Array(100)], name, { type: 'image/png' })
  act(() => fireEvent.change(field(label), { target: { files: [file] } }))
}

describe('Website home content', () => {
  it('names the contract’s columns for its images', () => {
    expect(HOME_IMAGES.map(({ upload, column }) => [content[upload].column, column])).toEqual(
      HOME_IMAGES.map(({ column }) => [column, column]),
    )
  })

  it('uploads each chosen image against the saved record and retries a failed one alone', async () => {
    let campusTries = 0
    const app = await renderApp('/content', {
      answers: {
        [LOAD]: () => ok({ ...COUNTS, HomeContent: HOME }),
        ['records.saveWithPhoto']: () => saved({ status: 'uploaded' }, 'success', 7),
        [CAMPUS]: () => ok({ message: ++campusTries === 1 ? 'Disk full' : 'uploaded' }),
        [CAMPUS2]: () => ok({ message: 'uploaded' }),
      },
    })
    await waitFor(() => expect(field('Campus Image 1')).toBeTruthy())
    choose('Discover Image', 'discover.png')
    choose('Campus Image 1', 'campus-1.png')
    choose('Campus Image 2', 'campus-2.png')
    submit()

    const failed = 'Campus Image 1: The home content was saved, but its photo did not upload: Disk full'
    press(await alertSays('Oops!', failed), 'Retry photo')
    press(await alertSays('SUCCESS', 'RECORD WAS ADDED SUCCESSFULLY'), 'OK')
    await waitFor(() => expect(currentPath()).toBe('/'))

    const [save] = app.callsOf('records.saveWithPhoto') as { upload: string; input: { id?: number } }[]
    expect(save).toMatchObject({ upload: 'uploadPhoto', input: { id: 7 } })
    expect(app.callsOf(CAMPUS)).toEqual([
      { entry_id: 7, filePath: '/tmp/campus-1.png' },
      { entry_id: 7, filePath: '/tmp/campus-1.png' },
    ])
    expect(app.callsOf(CAMPUS2)).toEqual([{ entry_id: 7, filePath: '/tmp/campus-2.png' }])
  })

  it('sends no campus upload when no campus image was chosen', async () => {
    const app = await renderApp('/content', {
      answers: {
        [LOAD]: () => ok({ ...COUNTS, HomeContent: HOME }),
        ['records.saveWithPhoto']: () => saved({ status: 'none' }, 'success', 7),
      },
    })
    await waitFor(() => expect(field('Campus Image 1')).toBeTruthy())
    submit()
    press(await alertSays('SUCCESS', 'RECORD WAS ADDED SUCCESSFULLY'), 'OK')
    expect(app.callsOf(CAMPUS)).toEqual([])
    expect(app.callsOf(CAMPUS2)).toEqual([])
  })
})

import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { PartnerRow } from '../../../src/shared/contract/partners'
import type { SliderRow } from '../../../src/shared/contract/slider'
import { useSelectedRow } from '../../../src/renderer/src/state/selected-row'
import { ok } from './fake-bridge'
import {
  alertSays,
  checksInOrder,
  summarySays,
  choosePhoto,
  field,
  press,
  SAVE,
  saved,
  submit,
  type,
} from './news-helpers'
import { currentPath, renderApp } from './render-app'

// Sliders and partners (SPEC §2.9): the checks in SPEC order, the bodies sent, which upload follows, and
// that an error keeps the form (SPEC went to the list after any alert).

const lists = {
  [channel.api('slider', 'list')]: () => ok([]),
  [channel.api('partners', 'list')]: () => ok([]),
}

const sliderRow: SliderRow = {
  EntryID: 8,
  Title: 'Admissions',
  Caption: 'Apply now',
  ImagePath: 'old.png',
  ImageAlt: null,
  ImageDecorative: false,
  ImagePosition: 4,
  BtnName: 'Apply',
  BtnLink: 'https://example.edu/apply',
  Status: 1,
  Slug: 'admissions',
}
const partnerRow: PartnerRow = {
  EntryID: 3,
  PartnerName: 'British Council',
  ImagePath: null,
  ImageAlt: null,
  ImageDecorative: false,
  Status: '0',
  InsertedBy: 'Demo Data',
}

function fillSlider() {
  type('Slider Title', 'Open day')
  type('Caption', 'Come along')
  type('Button Name', 'Visit')
  type('Button Link', 'https://example.edu/visit')
  type('Image Position', '12')
}

describe('Add Slider', () => {
  it('asks for each field in SPEC order before anything is sent', async () => {
    const app = await renderApp('/general/slider/addslider')
    const steps: [string, () => void][] = [
      ['Please enter slider title', () => type('Slider Title', 'Open day')],
      ['Please enter slider caption', () => type('Caption', 'Come along')],
      ['Please enter button name', () => type('Button Name', 'Visit')],
      ['Please enter button link', () => type('Button Link', 'https://example.edu/visit')],
      ['Please enter image position', () => type('Image Position', '12')],
    ]
    await checksInOrder(
      steps.map(([message]) => message),
      Object.fromEntries(steps),
    )
    expect(app.callsOf(SAVE)).toEqual([])
  })

  it('saves with the photo to uploadPhoto and goes to the list', async () => {
    const app = await renderApp('/general/slider/addslider', {
      answers: { [SAVE]: () => saved({ status: 'uploaded' }), ...lists },
    })
    fillSlider()
    choosePhoto('visit.png')
    submit()
    press(await alertSays('SUCCESS', 'SLIDER ADDED SUCCESSFULLY'), 'OK')
    expect(app.callsOf(SAVE)[0]).toMatchObject({
      area: 'slider',
      save: 'add',
      upload: 'uploadPhoto',
      input: {
        title: 'Open day',
        caption: 'Come along',
        btnName: 'Visit',
        btnLink: 'https://example.edu/visit',
        imagePosition: 12,
        image: 'visit.png',
        submittedBy: 'Ada Obi',
      },
      photo: { rule: 'slider' },
    })
    await waitFor(() => expect(currentPath()).toBe('/general/slider/sliderslist'))
  })

  it("shows SPEC's text for 'news exist' and stays on the form with everything typed", async () => {
    await renderApp('/general/slider/addslider', { answers: { [SAVE]: () => saved({}, 'news exist') } })
    fillSlider()
    submit()
    press(await alertSays('Oops!', 'Slider with the same title already exist'), 'OK')
    expect(currentPath()).toBe('/general/slider/addslider')
    expect(field('Slider Title').value).toBe('Open day')
    expect(field('Image Position').value).toBe('12')
  })
})

describe('Update Slider', () => {
  it('is prefilled, saves with its id, sends a new photo to updatePhoto and says UPDATED', async () => {
    useSelectedRow.setState({ area: 'slider', row: sliderRow })
    const app = await renderApp('/general/slider/update', {
      answers: { [SAVE]: () => saved({ status: 'uploaded' }), ...lists },
    })
    expect(field('Slider Title').value).toBe('Admissions')
    expect(field('Image Position').value).toBe('4')
    type('Caption', 'Apply today')
    choosePhoto('new.png')
    submit()
    await alertSays('SUCCESS', 'SLIDER UPDATED SUCCESSFULLY')
    expect(app.callsOf(SAVE)[0]).toMatchObject({
      save: 'update',
      upload: 'updatePhoto',
      input: { id: 8, caption: 'Apply today', imagePosition: 4, ImagePath: 'old.png' },
    })
  })

  it("keeps the form after a failure, with SPEC's update text", async () => {
    useSelectedRow.setState({ area: 'slider', row: sliderRow })
    await renderApp('/general/slider/update', { answers: { [SAVE]: () => saved({}, 'failed') } })
    type('Slider Title', 'Admissions 2025')
    submit()
    press(await alertSays('Oops!', 'Failed to update the slider details!'), 'OK')
    expect(currentPath()).toBe('/general/slider/update')
    expect(field('Slider Title').value).toBe('Admissions 2025')
  })
})

describe('Add Partner', () => {
  it("asks for the name, starts Published, and answers 'exist' with SPEC's text", async () => {
    const app = await renderApp('/general/partners/add', { answers: { [SAVE]: () => saved({}, 'exist') } })
    expect(field('Status').value).toBe('1')
    submit()
    await summarySays('Please enter partner name')
    type('Partner Name', 'British Council')
    submit()
    press(await alertSays('Oops!', 'Partner with the same name already exist'), 'OK')
    expect(app.callsOf(SAVE)[0]).toMatchObject({
      area: 'partners',
      save: 'add',
      upload: 'uploadPhoto',
      input: { PartnerName: 'British Council', Status: '1', InsertedBy: 'Ada Obi' },
      photo: null,
    })
    expect(field('Partner Name').value).toBe('British Council')
  })

  it('opens at SPEC’s link with a capital P too', async () => {
    await renderApp('/general/Partners/add')
    expect(await screen.findByRole('heading', { name: 'Add Partner' })).toBeTruthy()
  })
})

describe('Update Partner', () => {
  it('has its trail and card, checks name then status, and saves with its id', async () => {
    useSelectedRow.setState({ area: 'partners', row: partnerRow })
    const app = await renderApp('/general/partners/update', {
      answers: { [SAVE]: () => saved({ status: 'none' }), ...lists },
    })
    expect(screen.getByRole('heading', { name: 'Update Partner' })).toBeTruthy()
    expect(screen.getByText('General / Partner')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'UPDATE PARTNER' })).toBeTruthy()
    expect(field('Status').value).toBe('0')
    type('Partner Name', '')
    type('Status', '')
    await checksInOrder(['Please enter partner name', 'Please select the status'], {
      'Please enter partner name': () => type('Partner Name', 'British Council Nigeria'),
      'Please select the status': () => type('Status', '1'),
    })
    submit()
    press(await alertSays('SUCCESS', 'PARTNER UPDATED SUCCESSFULLY'), 'OK')
    expect(app.callsOf(SAVE)[0]).toMatchObject({
      save: 'update',
      input: { id: 3, PartnerName: 'British Council Nigeria', Status: '1', submittedBy: 'Ada Obi' },
      photo: null,
    })
    await waitFor(() => expect(currentPath()).toBe('/general/partners/list'))
  })
})

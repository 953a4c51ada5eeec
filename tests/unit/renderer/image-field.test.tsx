import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BridgeProvider } from '../../../src/renderer/src/app/BridgeProvider'
import { ImageField } from '../../../src/renderer/src/components/ImageField'
import { fakeBridge } from './fake-bridge'

// jsdom has no object URLs; the preview only needs one to exist.
beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`)
  URL.revokeObjectURL = vi.fn()
})
afterEach(cleanup)

/** A file of `size` bytes, made here (no fixture files). */
const fileOf = (name: string, size: number, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type })

function renderField(existing: string | null = null) {
  const handedOn: (File | null)[] = []
  function Form() {
    const [file, setFile] = useState<File | null>(null)
    return (
      <ImageField
        label="Image"
        rule="standard"
        folder="news_uploads"
        existing={existing}
        file={file}
        onChange={(next) => {
          handedOn.push(next)
          setFile(next)
        }}
      />
    )
  }
  render(
    <BridgeProvider bridge={fakeBridge().bridge}>
      <Form />
    </BridgeProvider>,
  )
  const input = screen.getByLabelText('Image') as HTMLInputElement
  const choose = (...files: File[]) => act(() => fireEvent.change(input, { target: { files } }))
  return { handedOn, input, choose }
}

describe('ImageField (SPEC §5 image files, §9)', () => {
  it("refuses another type with 'Oops!' and SPEC's message", () => {
    const field = renderField()
    field.choose(fileOf('notes.pdf', 1000, 'application/pdf'))
    const alert = screen.getByRole('dialog', { name: 'Oops!' })
    expect(within(alert).getByText('Only .png, .jpg and .jpeg format allowed!')).toBeTruthy()
    expect(field.handedOn).toEqual([])
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('refuses a file over 2,000,000 bytes and takes one of exactly that size', () => {
    const field = renderField()
    field.choose(fileOf('big.jpg', 2_000_001, 'image/jpeg'))
    expect(
      within(screen.getByRole('dialog', { name: 'Oops!' })).getByText('max file size is 2mb'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    field.choose(fileOf('edge.jpeg', 2_000_000, 'image/jpeg'))
    expect(field.handedOn.map((f) => f?.name)).toEqual(['edge.jpeg'])
  })

  it('previews a good file and hands it on; only the first of several is used', () => {
    const field = renderField()
    field.choose(fileOf('first.png', 1000), fileOf('second.png', 1000))
    expect(field.handedOn.map((f) => f?.name)).toEqual(['first.png'])
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe('blob:first.png')
    expect(screen.getByText('PNG, JPG or JPEG, up to 2 MB')).toBeTruthy()
  })

  it('shows the stored image of a record, and goes back to it when the new file is removed', () => {
    const field = renderField('old.png')
    // Its medium rendition, which the server makes for every image.
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe(
      '/media/news_uploads/old.png.md.webp',
    )
    field.choose(fileOf('new.png', 10))
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe('blob:new.png')
    fireEvent.click(screen.getByRole('button', { name: 'Remove new.png' }))
    expect(field.handedOn.at(-1)).toBeNull()
    const preview = screen.getByRole('img', { name: 'Image preview' })
    expect(preview.getAttribute('src')).toBe('/media/news_uploads/old.png.md.webp')
    // A server without renditions: the original instead.
    fireEvent.error(preview)
    expect(preview.getAttribute('src')).toBe('/media/news_uploads/old.png')
  })
})

import {
  Fragment,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import {
  createEditor,
  Editor,
  Element as SlateElement,
  Node,
  Range,
  Transforms,
  type Descendant,
  type Path,
} from 'slate'
import {
  Editable,
  ReactEditor,
  Slate,
  withReact,
  useSlate,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react'
import { withHistory } from 'slate-history'
import { isHttpUrl } from '../../../../shared/bridge-build'
import { parseRichText, serializeRichText, type Align, type BlockType, type Text } from './document'
import { HEADING_TYPES } from '../../../../shared/rules/rich-text'
import { SELECT_PATH_EVENT } from './select-path'
// The editor's frame (.rte) is form.css's, shared with the place that holds its height while this loads.
import '../form.css'
import './rich-text.css'

// Rich text on Slate: marks, headings, lists, links, quotes and alignment, stored as Slate JSON.

type Mark = Exclude<keyof Text, 'text'>
const LIST_TYPES: BlockType[] = ['bulleted-list', 'numbered-list']
const HOTKEYS: Record<string, Mark> = { b: 'bold', i: 'italic', u: 'underline' }

function isMarkActive(editor: Editor, mark: Mark) {
  return Editor.marks(editor)?.[mark] === true
}

function toggleMark(editor: Editor, mark: Mark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark)
  else Editor.addMark(editor, mark, true)
}

function isBlockActive(editor: Editor, test: (element: SlateElement) => boolean) {
  const { selection } = editor
  if (!selection) return false
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (n) => !Editor.isEditor(n) && SlateElement.isElement(n) && test(n),
  })
  return Boolean(match)
}

function toggleBlock(editor: Editor, type: BlockType) {
  const active = isBlockActive(editor, (n) => n.type === type)
  const isList = LIST_TYPES.includes(type)
  Transforms.unwrapNodes(editor, {
    match: (n) =>
      !Editor.isEditor(n) && SlateElement.isElement(n) && LIST_TYPES.includes(n.type as BlockType),
    split: true,
  })
  Transforms.setNodes(editor, { type: active ? 'paragraph' : isList ? 'list-item' : type })
  if (!active && isList) Transforms.wrapNodes(editor, { type, children: [] })
}

function setAlign(editor: Editor, align: Align) {
  Transforms.setNodes(
    editor,
    { align },
    { match: (n) => SlateElement.isElement(n) && n.type !== 'link' && !Editor.isInline(editor, n) },
  )
}

function removeLink(editor: Editor) {
  Transforms.unwrapNodes(editor, { match: (n) => SlateElement.isElement(n) && n.type === 'link' })
}

function insertLink(editor: Editor, url: string, at: Range) {
  Transforms.select(editor, at)
  if (Range.isCollapsed(at)) Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: url }] })
  else Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true })
}

function withInlineLinks(editor: Editor): Editor {
  const { isInline } = editor
  editor.isInline = (element) => element.type === 'link' || isInline(element)
  return editor
}

function renderElement({ attributes, children, element }: RenderElementProps) {
  if (element.type === 'link') {
    return (
      <a {...attributes} href={element.url} onClick={(e) => e.preventDefault()}>
        {children}
      </a>
    )
  }
  const style = element.align ? { textAlign: element.align } : undefined
  const level = HEADING_TYPES.indexOf(element.type as (typeof HEADING_TYPES)[number])
  if (level >= 0) {
    const Heading = `h${Math.min(level + 2, 6)}` as 'h2'
    return (
      <Heading {...attributes} style={style}>
        {children}
      </Heading>
    )
  }
  switch (element.type) {
    case 'block-quote':
      return (
        <blockquote {...attributes} style={style}>
          {children}
        </blockquote>
      )
    case 'bulleted-list':
      return (
        <ul {...attributes} style={style}>
          {children}
        </ul>
      )
    case 'numbered-list':
      return (
        <ol {...attributes} style={style}>
          {children}
        </ol>
      )
    case 'list-item':
      return (
        <li {...attributes} style={style}>
          {children}
        </li>
      )
    default:
      return (
        <p {...attributes} style={style}>
          {children}
        </p>
      )
  }
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children
  if (leaf.bold) content = <strong>{content}</strong>
  if (leaf.italic) content = <em>{content}</em>
  if (leaf.underline) content = <u>{content}</u>
  return <span {...attributes}>{content}</span>
}

/**
 * Issue 27: the accessibility panel's "Show" asks for a node (selectRichTextPath): the editor takes the focus
 * with that node selected and scrolled into view. A path the document no longer has focuses the editor only.
 */
function useSelectPath(editor: Editor) {
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = frame.current
    const select = (event: Event) => {
      const path = (event as CustomEvent<Path>).detail
      ReactEditor.focus(editor)
      if (!Array.isArray(path) || !Node.has(editor, path)) return
      Transforms.select(editor, Editor.range(editor, path))
      try {
        ReactEditor.toDOMNode(editor, Node.get(editor, path)).scrollIntoView?.({ block: 'center' })
      } catch {
        // Not drawn yet: the selection alone will do.
      }
    }
    element?.addEventListener(SELECT_PATH_EVENT, select)
    return () => element?.removeEventListener(SELECT_PATH_EVENT, select)
  }, [editor])
  return frame
}

/** A label with no letter or digit (•, ❝, ⇤) is a picture: screen readers get the name alone. */
const isPictogram = (label: string) => !/[\p{L}\p{N}]/u.test(label)

/**
 * The accessible name of a tool: it starts with the label the button shows (WCAG 2.5.3, Label in Name), so
 * "B" is "B Bold" and a voice command saying what is seen finds it; a pictogram's name is its meaning alone.
 */
function toolName(label: string, meaning: string): string {
  const saysLabel = `${meaning} `.toLowerCase().startsWith(`${label} `.toLowerCase())
  if (isPictogram(label) || saysLabel) return meaning
  return `${label} ${meaning}`
}

/**
 * Slate takes the page's selection into its own on a 100 ms throttle: a tool pressed just after the words were
 * selected (keys, then a click) would act on the selection before. A tool acts on what the page shows selected.
 */
function takePageSelection(editor: Editor) {
  const page = window.getSelection()
  const anchor = page?.anchorNode
  if (!page || !anchor || !ReactEditor.hasDOMNode(editor, anchor, { editable: true })) return
  const range = ReactEditor.toSlateRange(editor, page, { exactMatch: false, suppressThrow: true })
  if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range)
}

function ToolButton(props: { label: string; title: string; active: boolean; onPress(): void }) {
  const editor = useSlate()
  const press = (e: MouseEvent) => {
    e.preventDefault() // keep the editor's selection
    takePageSelection(editor)
    props.onPress()
  }
  const hotkey = Object.keys(HOTKEYS).find((key) => HOTKEYS[key] === props.title.toLowerCase())
  return (
    <button
      type="button"
      className={`rte__button${props.active ? ' is-active' : ''}`}
      title={hotkey ? `${props.title} (Ctrl+${hotkey.toUpperCase()})` : props.title}
      aria-label={toolName(props.label, props.title)}
      aria-pressed={props.active}
      onMouseDown={press}
    >
      {isPictogram(props.label) ? <span aria-hidden="true">{props.label}</span> : props.label}
    </button>
  )
}

/** Electron has no window.prompt: the link address is asked for in the toolbar itself. */
function LinkControl() {
  const editor = useSlate()
  const [pending, setPending] = useState<{ at: Range; url: string } | null>(null)
  const active = isBlockActive(editor, (n) => n.type === 'link')
  const start = () => {
    if (active) removeLink(editor)
    else if (editor.selection) setPending({ at: editor.selection, url: 'https://' })
  }
  const finish = () => {
    if (pending && isHttpUrl(pending.url)) insertLink(editor, pending.url, pending.at)
    setPending(null)
  }
  return (
    <>
      <ToolButton label="Link" title={active ? 'Remove link' : 'Link'} active={active} onPress={start} />
      {pending && (
        <span className="rte__link-form">
          <input
            aria-label="Link address"
            value={pending.url}
            autoFocus
            onChange={(e) => setPending({ ...pending, url: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                finish()
              } else if (e.key === 'Escape') setPending(null)
            }}
          />
          <button type="button" className="rte__button" onClick={finish} disabled={!isHttpUrl(pending.url)}>
            Add link
          </button>
        </span>
      )}
    </>
  )
}

function Toolbar() {
  const editor = useSlate()
  const mark = (m: Mark, label: string, title: string) => (
    <ToolButton
      label={label}
      title={title}
      active={isMarkActive(editor, m)}
      onPress={() => toggleMark(editor, m)}
    />
  )
  const block = (type: BlockType, label: string, title: string) => (
    <ToolButton
      label={label}
      title={title}
      active={isBlockActive(editor, (n) => n.type === type)}
      onPress={() => toggleBlock(editor, type)}
    />
  )
  const align = (a: Align, label: string, title: string) => (
    <ToolButton
      label={label}
      title={title}
      active={isBlockActive(editor, (n) => n.type !== 'link' && n.align === a)}
      onPress={() => setAlign(editor, a)}
    />
  )
  return (
    <div className="rte__toolbar" role="toolbar" aria-label="Formatting">
      {mark('bold', 'B', 'Bold')}
      {mark('italic', 'I', 'Italic')}
      {mark('underline', 'U', 'Underline')}
      {HEADING_TYPES.map((type, i) => (
        <Fragment key={type}>{block(type, `H${i + 1}`, `Heading ${i + 1}`)}</Fragment>
      ))}
      {block('bulleted-list', '•', 'Bulleted list')}
      {block('numbered-list', '1.', 'Numbered list')}
      {block('block-quote', '❝', 'Quote')}
      <LinkControl />
      {align('left', '⇤', 'Align left')}
      {align('center', '↔', 'Align center')}
      {align('right', '⇥', 'Align right')}
      {align('justify', '☰', 'Justify')}
    </div>
  )
}

export interface RichTextEditorProps {
  /** Stored rich text (Slate JSON). Read once: remount with a new `key` to load other content. */
  value: string
  onChange(value: string): void
  label: string
  placeholder?: string
  /** The field's marks from its form's checks (required, invalid, the message that describes it). */
  marks?: {
    'aria-required'?: boolean
    'aria-invalid'?: boolean
    'aria-errormessage'?: string
    'aria-describedby'?: string
  }
}

export function RichTextEditor({ value, onChange, label, placeholder, marks }: RichTextEditorProps) {
  const editor = useMemo(() => withInlineLinks(withHistory(withReact(createEditor()))), [])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- Slate owns the document after the first render
  const initialValue = useMemo(() => parseRichText(value), [])
  const change = useCallback(
    (next: Descendant[]) => {
      // Selection moves change nothing worth saving.
      if (editor.operations.some((op) => op.type !== 'set_selection')) onChange(serializeRichText(next))
    },
    [editor, onChange],
  )
  const keyDown = (event: KeyboardEvent) => {
    const mark = (event.ctrlKey || event.metaKey) && HOTKEYS[event.key.toLowerCase()]
    if (mark) {
      event.preventDefault()
      toggleMark(editor, mark)
    }
  }
  const frame = useSelectPath(editor)
  // Slate ignores a blur that comes while it is still placing its own selection (until the next task) and then
  // believes it still has the focus: its next render (the accessibility check after a pause) put the page's
  // selection back into it, and what was being typed in the field the focus had moved to landed here (seen in
  // CI: a 'W' in HOD Content, the rest of the sentence at the end of About the Department). The focus leaving
  // for another element is told to Slate here; the toolbar is inside, and a window losing focus has no target.
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (next instanceof window.Node && !event.currentTarget.contains(next)) ReactEditor.blur(editor)
  }
  return (
    <div className="rte" ref={frame} onBlur={leave}>
      <Slate editor={editor} initialValue={initialValue} onChange={change}>
        <Toolbar />
        <Editable
          className="rte__editable"
          aria-label={label}
          aria-multiline
          {...marks}
          role="textbox"
          placeholder={placeholder}
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          onKeyDown={keyDown}
          spellCheck
        />
      </Slate>
    </div>
  )
}

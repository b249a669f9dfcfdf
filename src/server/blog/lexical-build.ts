import 'server-only'

/** Small builders for Lexical editor JSON, used by the seed, tests and the benchmark. */
type Node = Record<string, unknown>

export const text = (value: string, format = 0): Node => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
const block = (type: string, children: Node[], extra: Node = {}): Node => ({ type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra })

export const paragraph = (...children: (Node | string)[]) => block('paragraph', children.map((c) => (typeof c === 'string' ? text(c) : c)), { textFormat: 0 })
export const heading = (tag: 'h2' | 'h3', value: string) => block('heading', [text(value)], { tag })
export const quote = (value: string) => block('quote', [text(value)])
export const list = (items: string[], ordered = false) =>
  block(
    'list',
    items.map((item, i) => block('listitem', [text(item)], { value: i + 1 })),
    { listType: ordered ? 'number' : 'bullet', tag: ordered ? 'ol' : 'ul', start: 1 },
  )
export const link = (url: string, label: string) =>
  block('link', [text(label)], { fields: { linkType: 'custom', url, newTab: false }, id: label.replace(/\W/g, '') })
export const codeBlock = (code: string, language = 'text') => ({ type: 'block', version: 2, format: '', fields: { id: `code${code.length}`, blockName: '', blockType: 'Code', code, language } })

export const lexicalRoot = (children: Node[]) => ({ root: block('root', children) })

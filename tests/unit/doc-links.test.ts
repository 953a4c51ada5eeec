import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// A newcomer reads README.md and docs/ from a fresh clone: every link must lead to a file of this repository.
const root = join(import.meta.dirname, '..', '..')
const documents = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter(
  (name) => name.endsWith('.md'),
)

function relativeLinks(document: string): string[] {
  const text = readFileSync(join(root, document), 'utf8')
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
}

describe('the repository documents', () => {
  it('link only to files inside the repository, and those exist', () => {
    const broken = documents.flatMap((document) =>
      relativeLinks(document)
        .map((target) => resolve(root, dirname(document), target.split('#')[0]))
        .filter((file) => relative(root, file).startsWith('..') || !existsSync(file))
        .map((file) => `${document} -> ${relative(root, file)}`),
    )
    expect(broken).toEqual([])
  })

  it('keep the design in docs/architecture.md, linked from the README', () => {
    expect(relativeLinks('README.md')).toContain('docs/architecture.md')
    for (const document of documents)
      expect(readFileSync(join(root, document), 'utf8')).not.toMatch(/\.\.\/shared|ARCHITECTURE\.md/)
  })
})

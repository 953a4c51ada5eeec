import { createReadStream } from 'node:fs'
import { parseArgs } from 'node:util'
import type { ImportReport } from '../../shared/contract/records'
import { IMPORT_MESSAGES, RECORD_KINDS, isRecordKind } from '../../shared/rules/records'
import type { ServerConfig } from '../config'
import { openDatabase } from '../db/client'
import { runImport } from './import'

// `server.js import <kind> <file.csv> [--preview]`: the university's records from a CSV file, for a
// scheduled sync (docs/deployment.md). The file is read as a stream, mapped by the mapping a Super Admin
// last saved for the kind (or by headers named as the fields), previewed and, unless --preview, applied
// in one transaction. A file with refused rows changes nothing and exits 1 with its lines and reasons.

export const IMPORT_USAGE = `import <${RECORD_KINDS.join('|')}> <file.csv> [--preview]`

/** The report as lines for a terminal or a log. */
export function reportLines(report: ImportReport): string[] {
  const { counts } = report
  const lines = [
    `${report.kind}: ${report.rows} rows: ${counts.added} to add, ${counts.changed} to change, ` +
      `${counts.unchanged} unchanged, ${counts.refused} refused`,
  ]
  for (const row of report.changed)
    lines.push(
      `  line ${row.line}: ${row.key}: ${row.changes.map((c) => `${c.field} '${c.from}' → '${c.to}'`).join(', ')}`,
    )
  return lines
}

/** Runs the command; answers the exit code. */
export async function importCommand(config: ServerConfig, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { preview: { type: 'boolean', default: false } },
  })
  const [kind, file] = positionals
  if (!isRecordKind(kind) || !file || positionals.length !== 2)
    throw new Error(`usage: server.js ${IMPORT_USAGE}`)
  const database = await openDatabase(config.database)
  try {
    const report = await runImport(database.db, kind, createReadStream(file), {
      apply: !values.preview,
      by: 'command line',
    })
    for (const line of reportLines(report)) console.log(line)
    if (report.counts.refused > 0) {
      console.error(IMPORT_MESSAGES.refusedWhole)
      for (const row of report.refused) console.error(`  line ${row.line}: ${row.reason}`)
      return 1
    }
    console.log(report.applied ? 'Applied.' : 'Preview only: nothing was written.')
    return 0
  } finally {
    await database.close()
  }
}

import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import type { DrillRow } from './drill-support.ts'

/** Collects the row every drill writes and prints them as one table when the run ends. */
export default function setup(project: TestProject) {
  const file = path.join(tmpdir(), `karjaar-drills-${process.pid}-${Date.now()}.jsonl`)
  project.provide('drillResults', file)
  const started = Date.now()
  return async () => {
    const text = await readFile(file, 'utf8').catch(() => '')
    await rm(file, { force: true })
    const rows = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as DrillRow)
    console.info(
      `\n${table(rows)}\nDrills: ${rows.length}, total ${Math.round((Date.now() - started) / 1000)} s\n`,
    )
  }
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(' ')) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line)
        line = word
      } else line = line ? `${line} ${word}` : word
    }
    lines.push(line)
  }
  return lines
}

function table(rows: DrillRow[]): string {
  const columns: { title: string; width: number; cell: (row: DrillRow) => string }[] = [
    { title: 'drill', width: 24, cell: (row) => row.drill },
    { title: 'database', width: 10, cell: (row) => row.database },
    { title: 'what it did', width: 52, cell: (row) => row.did },
    { title: 'what it found', width: 52, cell: (row) => row.found },
    { title: 'result', width: 7, cell: (row) => row.result },
    { title: 's', width: 5, cell: (row) => String(row.seconds) },
  ]
  const rule = `+${columns.map((column) => '-'.repeat(column.width + 2)).join('+')}+`
  const render = (cells: string[][]) => {
    const height = Math.max(...cells.map((lines) => lines.length))
    const out: string[] = []
    for (let index = 0; index < height; index += 1) {
      out.push(
        `| ${cells.map((lines, column) => (lines[index] ?? '').padEnd(columns[column]!.width)).join(' | ')} |`,
      )
    }
    return out.join('\n')
  }
  const lines = [rule, render(columns.map((column) => [column.title])), rule]
  for (const row of rows) {
    lines.push(render(columns.map((column) => wrap(column.cell(row), column.width))), rule)
  }
  return lines.join('\n')
}

import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

type ReaderOptions = ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookReader>[1];

/** What exceljs's WorkbookReader.parse yields; its async iterator keeps the worksheets. */
interface ParseEvent {
  eventType: string;
  value: unknown;
}

/** The parts of exceljs 4.4's WorkbookReader this reader calls: its XML readers, given one zip entry each. */
interface ExcelJsParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<ParseEvent>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<ParseEvent>;
}

const PARTS: readonly (keyof ExcelJsParts)[] = ['_parseRels', '_parseWorkbook', '_parseSharedStrings', '_parseStyles', '_parseWorksheet'];
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)[.]xml$/;
const RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';
const NAMED_PARTS = new Set([RELS, WORKBOOK, SHARED_STRINGS, STYLES]);

/**
 * exceljs's streaming WorkbookReader, reading the zip of a file on disk through its central directory (yauzl)
 * instead of unzipper's single pass over the bytes. exceljs 4.4 iterates unzipper's Parse stream until its
 * 'end', and Parse emits 'end' as soon as it has read the end of the archive, even while entries it has
 * already parsed still wait in its buffer. exceljs keeps a worksheet met before the shared strings and the
 * workbook (where exceljs itself and Excel write them) in a temporary file; when writing that file takes
 * longer than unzipper takes to reach the end of the archive, the entries after the worksheet are lost and
 * the sheet is read without its workbook ("Cannot read properties of undefined (reading 'sheets')"). It also
 * left each read's last worksheet copy and its descriptor open until the process ended.
 *
 * Here the entries are opened by name, in the order their readers need them: the workbook's relations, the
 * workbook, the shared strings and the styles first, then each worksheet (in the archive's order) read
 * straight from the file; no temporary file. exceljs parses each part's XML as before. A worksheet its
 * reader did not finish is closed before the next one is opened, and the file when the reading stops.
 */
export class XlsxFileReader extends ExcelJS.stream.xlsx.WorkbookReader {
  readonly #path: string;

  constructor(path: string, options: ReaderOptions) {
    super(path, options);
    const parts = this as unknown as Partial<Record<keyof ExcelJsParts, unknown>>;
    const missing = PARTS.filter((name) => typeof parts[name] !== 'function');
    if (missing.length > 0) throw new Error(`exceljs's WorkbookReader no longer has ${missing.join(', ')}: see xlsx-file-reader.ts`);
    this.#path = path;
  }

  override async *parse(): AsyncGenerator<ParseEvent> {
    const parts = this as unknown as ExcelJsParts;
    const zip = await yauzl.openPromise(this.#path, { lazyEntries: true, autoClose: false });
    let open: Readable | null = null;
    const read = async (entry: Entry) => {
      open?.destroy();
      open = await zip.openReadStreamPromise(entry);
      return open;
    };
    try {
      const { named, worksheets } = await entriesOf(zip);
      const rels = named.get(RELS);
      if (rels) await parts._parseRels(await read(rels));
      const workbook = named.get(WORKBOOK);
      if (workbook) await parts._parseWorkbook(await read(workbook));
      const sharedStrings = named.get(SHARED_STRINGS);
      if (sharedStrings) yield* parts._parseSharedStrings(await read(sharedStrings));
      const styles = named.get(STYLES);
      if (styles) await parts._parseStyles(await read(styles));
      for (const [sheetNo, entry] of worksheets) yield* parts._parseWorksheet(await read(entry), sheetNo);
    } finally {
      (open as Readable | null)?.destroy();
      zip.close();
    }
  }
}

/** The archive's entries the workbook is read from: its parts by name (the first of a name), its worksheets in order. */
function entriesOf(zip: ZipFile): Promise<{ named: Map<string, Entry>; worksheets: [string, Entry][] }> {
  const named = new Map<string, Entry>();
  const worksheets: [string, Entry][] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      const sheet = WORKSHEET.exec(entry.fileName);
      if (sheet) worksheets.push([sheet[1]!, entry]);
      else if (NAMED_PARTS.has(entry.fileName) && !named.has(entry.fileName)) named.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve({ named, worksheets }));
    zip.once('error', reject);
    zip.readEntry();
  });
}

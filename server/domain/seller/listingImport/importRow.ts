import { DomainError } from '@/lib/errors';
import type { CsvRow } from '@/lib/csv/parseCsv';
import { listingInput, listingStock, type ListingInput } from '@/lib/seller/listingInput';
import {
  IMPORT_COLUMNS,
  IMPORT_WORDS,
  OPTION_PART_SEPARATOR,
  OPTION_SEPARATOR,
  type ImportColumn,
} from '@/lib/seller/listingImportFormat';
import { parseInput } from '../../parseInput';
import { findModel, sameName, type ImportCatalog } from './importCatalog';
import { groupDigits } from '@/lib/digits';

/** One error of one row, on the column the seller has to change ('행' when it is the row as a whole). */
export type ImportError = { column: string; message: string };

/** A row as it would be listed, and what stops it; `input` is set only when the row has no error. */
export type ImportRow = {
  line: number;
  title: string;
  dealType: ListingInput['dealType'] | null;
  modelLabel: string | null;
  modelRequested: boolean;
  categoryName: string | null;
  price: number | null;
  stock: number | null;
  options: string[];
  pickup: boolean | null;
  parcel: boolean | null;
  shippingFee: number | null;
  depositAmount: number | null;
  errors: ImportError[];
  input: ListingInput | null;
};

/** Which column each header is; an unknown header is refused (a photo URL column is never fetched). */
export function columnsOf(header: CsvRow): Map<ImportColumn, number> {
  const byLabel = new Map(Object.entries(IMPORT_COLUMNS).map(([key, label]) => [label, key as ImportColumn]));
  const at = new Map<ImportColumn, number>();
  header.cells.forEach((raw, index) => {
    const label = raw.trim();
    if (label === '') return;
    const key = byLabel.get(label as (typeof IMPORT_COLUMNS)[ImportColumn]);
    if (!key && label.includes('사진'))
      refuse(`사진 열(${label})은 받지 않아요. 사진 열을 지우고 올린 뒤, 상품마다 수정 화면에서 사진을 올려 주세요.`);
    if (!key) refuse(`양식에 없는 열이에요: ${label}. 양식을 내려받아 열 이름을 맞춰 주세요.`);
    if (at.has(key!)) refuse(`같은 열이 두 번 있어요: ${label}`);
    at.set(key!, index);
  });
  for (const key of ['dealType', 'title', 'price'] as const)
    if (!at.has(key)) refuse(`'${IMPORT_COLUMNS[key]}' 열이 없어요. 양식을 내려받아 열 이름을 맞춰 주세요.`);
  return at;
}

function refuse(message: string): never {
  throw new DomainError('INVALID_INPUT', message, { file: message });
}

/** A won or count cell: "12,900" and "12900원" read as 12900; anything else goes on as text for the schema to refuse. */
function number(cell: string): number | string | null {
  const text = cell.replace(/[\s,]/g, '').replace(/원$|개$/, '');
  if (text === '') return null;
  return /^-?\d+$/.test(text) ? Number(text) : cell.trim();
}

/** A word cell (렌탈, 예, ...) as the schema's value; an unknown word goes on as itself, and the schema says what to choose. */
function word<T>(words: Record<string, T>, cell: string): T | string | undefined {
  const text = cell.trim();
  if (text === '') return undefined;
  return Object.hasOwn(words, text) ? words[text] : text;
}

type OptionCell = {
  options: { kind: 'REQUIRED' | 'ADDITIONAL'; name: string; price: unknown; stock: unknown }[];
  error: string | null;
};

/** `S:0:3|M:0:5|L:5000:2`: name, extra price, stock; a name may hold ":" itself (the last two parts are the figures). */
function optionsOf(kind: 'REQUIRED' | 'ADDITIONAL', cell: string): OptionCell {
  const parts = cell
    .split(OPTION_SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);
  const options: OptionCell['options'] = [];
  for (const part of parts) {
    const pieces = part.split(OPTION_PART_SEPARATOR);
    if (pieces.length < 3) return { options: [], error: `'${part}'을(를) 이름:추가금:재고로 적어 주세요. (예: M:0:5)` };
    const stock = pieces.pop()!;
    const price = pieces.pop()!;
    options.push({ kind, name: pieces.join(OPTION_PART_SEPARATOR), price: number(price), stock: number(stock) });
  }
  return { options, error: null };
}

const won = (value: number | string | null, fallback: number | null) => value ?? fallback;

/** The column a schema path belongs to (lib/seller/listingInput.ts names fields as the form does). */
function columnOf(path: string, requiredCount: number): { column: ImportColumn | null; prefix: string } {
  const option = /^options\.(\d+)/.exec(path);
  if (option) {
    const index = Number(option[1]);
    const required = index < requiredCount;
    return {
      column: required ? 'requiredOptions' : 'additionalOptions',
      prefix: `${(required ? index : index - requiredCount) + 1}번째 옵션: `,
    };
  }
  const fields: Record<string, ImportColumn> = {
    dealType: 'dealType',
    modelId: 'model',
    modelRequest: 'model',
    'modelRequest.brandName': 'brand',
    'modelRequest.modelName': 'model',
    'modelRequest.modelYear': 'modelYear',
    categoryId: 'category',
    imageIds: 'model',
    title: 'title',
    condition: 'condition',
    usedGrade: 'usedGrade',
    description: 'description',
    options: 'requiredOptions',
    stock: 'stock',
    price: 'price',
    originPrice: 'originPrice',
    pickup: 'pickup',
    parcel: 'parcel',
    shippingFee: 'shippingFee',
    insurance: 'insuranceName',
    'insurance.name': 'insuranceName',
    'insurance.price': 'insurancePrice',
    depositAmount: 'depositAmount',
  };
  return { column: fields[path] ?? null, prefix: '' };
}

// A listing from a file has no photos yet; one without a catalogue model needs one (the form's rule).
const PHOTO_HINT = ' 파일로는 사진을 올릴 수 없으니 카탈로그 모델을 적거나, 상품 등록 화면에서 등록해 주세요.';

/**
 * One data row as the listing form would send it, checked by the form's own schema
 * (lib/seller/listingInput.ts): the same rules and the same Korean sentences, each put on its column.
 */
export function readImportRow(row: CsvRow, at: Map<ImportColumn, number>, catalog: ImportCatalog): ImportRow {
  const cell = (key: ImportColumn) => {
    const index = at.get(key);
    return index === undefined ? '' : (row.cells[index] ?? '');
  };
  const errors: ImportError[] = [];
  const cellError = (key: ImportColumn, message: string) => errors.push({ column: IMPORT_COLUMNS[key], message });

  const brand = cell('brand').trim();
  const modelName = cell('model').trim();
  const year = number(cell('modelYear'));
  const model = findModel(catalog, brand, modelName, typeof year === 'number' ? year : null);
  const categoryText = cell('category').trim();
  const category =
    categoryText === '' ? null : (catalog.categories.find((c) => sameName(c.name, categoryText)) ?? null);
  if (!model && categoryText !== '' && !category)
    cellError('category', `'${categoryText}' 종류를 찾을 수 없어요. 화면의 종류 목록에서 골라 적어 주세요.`);

  const required = optionsOf('REQUIRED', cell('requiredOptions'));
  const additional = optionsOf('ADDITIONAL', cell('additionalOptions'));
  if (required.error) cellError('requiredOptions', required.error);
  if (additional.error) cellError('additionalOptions', additional.error);
  const insuranceName = cell('insuranceName').trim();
  const insurancePrice = number(cell('insurancePrice'));
  const dealType = word(IMPORT_WORDS.dealType, cell('dealType'));
  const usedGrade = cell('usedGrade').trim();

  const candidate = {
    dealType,
    modelId: model?.id ?? null,
    modelRequest: model ? null : { brandName: brand, modelName, modelYear: year },
    categoryId: model ? null : (category?.id ?? null),
    title: cell('title'),
    condition: word(IMPORT_WORDS.condition, cell('condition')) ?? 'NEW',
    usedGrade: usedGrade === '' ? null : usedGrade,
    description: cell('description'),
    imageIds: [],
    options: [...required.options, ...additional.options],
    stock: won(number(cell('stock')), 0),
    price: won(number(cell('price')), null) ?? undefined,
    originPrice: won(number(cell('originPrice')), null),
    pickup: word(IMPORT_WORDS.yesNo, cell('pickup')),
    parcel: word(IMPORT_WORDS.yesNo, cell('parcel')),
    shippingFee: won(number(cell('shippingFee')), 0),
    insurance: insuranceName === '' && insurancePrice === null ? null : { name: insuranceName, price: insurancePrice },
    depositAmount: won(number(cell('depositAmount')), 0),
  };

  let input: ListingInput | null = null;
  try {
    input = parseInput(listingInput, candidate);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    for (const [path, message] of Object.entries(error.details ?? {})) {
      const { column, prefix } = columnOf(path, required.options.length);
      const text = prefix + message + (path === 'imageIds' ? PHOTO_HINT : '');
      errors.push({ column: column ? IMPORT_COLUMNS[column] : '행', message: text });
    }
  }
  const figure = (value: unknown) => (typeof value === 'number' ? value : null);
  const flag = (value: unknown) => (typeof value === 'boolean' ? value : null);
  return {
    line: row.line,
    title: cell('title').trim(),
    dealType: dealType === 'RENTAL' || dealType === 'SELL' ? dealType : null,
    modelLabel: model
      ? `${model.brandName} ${model.name} ${model.modelYear}`
      : [brand, modelName].filter(Boolean).join(' ') || null,
    modelRequested: !model,
    categoryName: model ? model.categoryName : (category?.name ?? null),
    price: figure(candidate.price),
    stock: input ? listingStock(input) : figure(candidate.stock),
    options: candidate.options.map(
      (o) =>
        `${o.kind === 'REQUIRED' ? '' : '추가 '}${o.name}${typeof o.price === 'number' && o.price > 0 ? ` +${groupDigits(o.price)}원` : ''} · ${String(o.stock)}개`
    ),
    pickup: flag(candidate.pickup),
    parcel: flag(candidate.parcel),
    shippingFee: figure(candidate.shippingFee),
    depositAmount: figure(candidate.depositAmount),
    errors,
    input: errors.length > 0 ? null : input,
  };
}

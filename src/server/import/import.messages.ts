import { fileMessages } from '../../shared/messages.ts';
import { unreadableText } from '../../shared/import/file-kind.ts';

const REQUIRED_COLUMNS_RULE = 'The file needs columns named exactly "title" and "abstract".';

/** A required column the file lacks, and a header that differs from it only by case or spaces. */
export interface MissingColumn {
  name: string;
  lookalike?: string;
}

function missingColumnsText(missing: MissingColumn[], found: string[]): string {
  const names = missing.map((m) => m.name);
  const lead =
    names.length === 1 ? `Missing required column: ${names[0]}.` : `Missing required columns: ${names.join(', ')}.`;
  const listed = found.length > 0 ? `Columns found: ${found.join(', ')}.` : 'No column names were found.';
  const renames = missing.flatMap((m) => (m.lookalike === undefined ? [] : [`"${m.lookalike}" to "${m.name}"`]));
  const hint = renames.length > 0 ? ` Rename ${renames.join(' and ')}.` : '';
  return `${lead} ${REQUIRED_COLUMNS_RULE} ${listed}${hint}`;
}

/** Texts the import shows to users; the fixed ones live with the other user-facing texts in shared/messages.ts. */
export const importMessages = {
  unsupported: fileMessages.unsupported,
  empty: fileMessages.empty,
  unreadable: unreadableText,
  missingColumns: missingColumnsText,
  missingTitle: fileMessages.missingTitle,
  tooMuchMemory:
    'The file could not be read: reading it needs more memory than one upload may use. Split it into smaller files and upload them one at a time.',
} as const;

import { Select, Typography } from 'antd';
import {
  columnRenames,
  REQUIRED_COLUMNS,
  type ColumnMapping,
  type RequiredColumn,
} from '../../shared/import/citation-columns.ts';

interface ColumnChoiceProps {
  fileName: string;
  columns: string[];
  mapping: ColumnMapping;
  onChoose: (column: RequiredColumn, index: number | undefined) => void;
  disabled?: boolean;
}

const labels: Record<RequiredColumn, string> = { title: 'Title column', abstract: 'Abstract column' };

/**
 * Which of a file's columns hold the title and the abstract, when its header does not name them exactly
 * "title" and "abstract": filled in for common exports, changeable, and renamed in the file before upload.
 */
export function ColumnChoice({ fileName, columns, mapping, onChoose, disabled }: ColumnChoiceProps) {
  if (columnRenames(columns, mapping).size === 0 && REQUIRED_COLUMNS.every((c) => mapping[c] !== undefined))
    return null;
  const options = columns.map((name, index) => ({
    value: index,
    label: name.trim() || `Column ${index + 1} (no name)`,
  }));
  const missing = REQUIRED_COLUMNS.filter((c) => mapping[c] === undefined);
  return (
    <div className="column-choice">
      <Typography.Text className="column-choice-note">
        {missing.length > 0
          ? `This file has no column named exactly "${missing.join('" or "')}". Choose the column that holds each. Columns found: ${columns.filter((c) => c.trim()).join(', ')}.`
          : 'The file is sent with these columns renamed to "title" and "abstract".'}
      </Typography.Text>
      <div className="column-choice-fields">
        {REQUIRED_COLUMNS.map((column) => (
          <label key={column} className="column-choice-field">
            <span>{labels[column]}</span>
            <Select
              aria-label={`${labels[column]} of ${fileName}`}
              placeholder="Choose a column"
              options={options}
              value={mapping[column]}
              onChange={(index: number | undefined) => onChoose(column, index)}
              allowClear
              // Web of Science exports have some 70 columns: typing narrows them.
              showSearch={{ optionFilterProp: 'label' }}
              disabled={disabled}
              size="small"
              popupMatchSelectWidth={false}
            />
          </label>
        ))}
      </div>
    </div>
  );
}

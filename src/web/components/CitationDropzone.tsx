import { Upload } from 'antd';
import { acceptAttribute, type FileRules } from '../lib/citation-file.validation.ts';
import { UploadIcon } from './UploadIcon.tsx';

interface CitationDropzoneProps {
  rules: FileRules;
  onPick: (file: File & { uid: string }) => void;
  disabled?: boolean;
}

/**
 * Where citation files are dropped or chosen. Nothing uploads from here: each file goes to `onPick`,
 * which checks it, and the form sends the valid ones together.
 */
export function CitationDropzone({ rules, onPick, disabled }: CitationDropzoneProps) {
  return (
    <Upload.Dragger
      multiple
      // The chooser suggests the known types; dropped files all reach onPick so a wrong one gets its message.
      accept={{ format: acceptAttribute, filter: 'native' }}
      beforeUpload={(file) => {
        onPick(file);
        return Upload.LIST_IGNORE;
      }}
      showUploadList={false}
      disabled={disabled}
    >
      <div className="dropzone-icon">
        <UploadIcon />
      </div>
      <p className="ant-upload-text">Click or drag citation files here</p>
      <p className="ant-upload-hint">
        CSV or Excel (.csv, .tsv, .xlsx, .xls) with a title and an abstract column: the columns of Scopus, Web of
        Science, IEEE and other exports are recognized, and you can choose them. Bibliographic exports work too: RIS
        (.ris, .txt), PubMed (.nbib), BibTeX (.bib), EndNote XML (.xml), Web of Science and Cochrane Library plain text
        (.txt). Up to {rules.maxLabel} per file.
      </p>
    </Upload.Dragger>
  );
}

import { Input } from 'antd';
import { useId } from 'react';

interface TypedConfirmFieldProps {
  /** What to type, in words ("Type the project's name, Statins review, to delete it"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter confirms, as the dialog's button does. */
  onConfirm: () => void;
}

/** The field a destructive dialog asks a name typed into before it goes ahead (a shared project, a user who owns one). */
export function TypedConfirmField({ label, value, onChange, onConfirm }: TypedConfirmFieldProps) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="confirm-label">
        {label}
      </label>
      <Input
        id={inputId}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onPressEnter={onConfirm}
      />
    </>
  );
}

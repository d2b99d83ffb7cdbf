import { Form } from 'antd';
import { useState } from 'react';
import { projectName, type ScreenersPerRecord, type ScreeningMode } from '../../shared/project.schema.ts';
import { dialogFileRules } from '../lib/citation-file.validation.ts';
import { describeCreateFailure } from '../lib/project-create.errors.ts';
import { useCreateProject } from './use-create-project.tsx';
import { usePickedFiles } from './use-picked-files.ts';

/** Lines of a failed upload that belong to no picked file, shown above the files until the next try. */
export type FormFailure = { unmatched: string[] } | undefined;

/**
 * The state of a new-project form, as the dialog and the /projects/new page share it: the name, the
 * picked files with their columns, and the upload. `onCreated` gets the new project's id.
 */
export function useNewProject(onCreated: (projectId: number) => void) {
  const [form] = Form.useForm<{
    name: string;
    screening_mode: ScreeningMode;
    screeners_per_record: ScreenersPerRecord;
  }>();
  const name: string = Form.useWatch('name', form) ?? '';
  const screeningMode: ScreeningMode = Form.useWatch('screening_mode', form) ?? 'iterations';
  const screeners: ScreenersPerRecord = Form.useWatch('screeners_per_record', form) ?? 1;
  const picked = usePickedFiles(dialogFileRules);
  const create = useCreateProject();
  const [failure, setFailure] = useState<FormFailure>();
  const pending = create.isPending || picked.preparing;
  const canCreate = projectName.safeParse(name).success && picked.ready.length > 0 && !picked.checking && !pending;

  const submit = async () => {
    if (!canCreate) return;
    setFailure(undefined);
    await picked.sendReady((files, failed) =>
      create.mutate(
        {
          name: name.trim(),
          files,
          screeningMode,
          // Two screeners are continuous screening's; an iteration project has one.
          ...(screeningMode === 'continuous' && screeners === 2 ? { screenersPerRecord: screeners } : {}),
        },
        {
          onSuccess: (result) => onCreated(result.project.id),
          onError: (error) => {
            const { fields, lines } = describeCreateFailure(error);
            if (fields.name) form.setFields([{ name: 'name', errors: [fields.name] }]);
            if (lines.length > 0) setFailure({ unmatched: failed(lines) });
          },
        },
      ),
    );
  };
  const reset = () => {
    form.resetFields();
    picked.clear();
    create.reset();
    setFailure(undefined);
  };
  return { form, screeningMode, picked, create, pending, canCreate, failure, submit, reset };
}

export type NewProjectState = ReturnType<typeof useNewProject>;

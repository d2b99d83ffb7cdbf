import { Input, Select } from 'antd';
import { useId, useState } from 'react';
import type { CitationOutput } from '../../shared/citation.schema.ts';
import { reviewMessages as text } from '../../shared/review.messages.ts';
import { NOTE_MAX, tidyTags, type ReviewInput, type ReviewOutput } from '../../shared/review.schema.ts';
import { useNoteAutosave } from '../hooks/use-note-autosave.ts';
import { useExclusionReasons, useProjectTags, useSaveReview } from '../hooks/use-reviews.ts';

interface ReviewFieldsProps {
  projectId: number;
  citation: Pick<CitationOutput, 'id' | 'is_relevant' | 'review'>;
  /**
   * The screening view's reason, chosen before the decision and given with Irrelevant (the server takes a
   * reason for an excluded record only): always shown, held by the view.
   */
  pendingReason?: { value: string | undefined; onChange: (reason: string | undefined) => void };
  /** The review as saved (the screening view keeps it with the record it holds, for an undo). */
  onSaved?: (review: ReviewOutput) => void;
  /** Escape in the note or the tags: the screening view gives the focus back to the record, so its keys work again. */
  onLeaveNote?: () => void;
}

/**
 * The signed-in reviewer's own note, tags and (for an excluded record) exclusion reason on a record. A
 * note is saved as it is typed (a second after the last key), when the field is left and when the page is
 * closed (useNoteAutosave); tags and a reason as they are chosen. "Saving…" and "Saved" are read out.
 * Keyed by the record by its parent, so the fields start from that record's stored values.
 */
export function ReviewFields({ projectId, citation, pendingReason, onSaved, onLeaveNote }: ReviewFieldsProps) {
  const ids = { note: useId(), tags: useId(), reason: useId() };
  const save = useSaveReview(projectId);
  const reasons = useExclusionReasons(projectId);
  const tagList = useProjectTags(projectId);
  const stored = citation.review;
  const [tags, setTags] = useState<string[]>(stored?.tags ?? []);
  const [tagListOpen, setTagListOpen] = useState(false);
  const [status, setStatus] = useState('');

  const send = (fields: ReviewInput, onFailure?: () => void) => {
    setStatus(text.saving);
    save.mutate(
      { projectId, citationId: citation.id, ...fields },
      {
        onSuccess: (review) => {
          setStatus(text.saved);
          if ('note' in fields) landed(review.note);
          onSaved?.(review);
        },
        onError: () => {
          setStatus('');
          onFailure?.();
        },
      },
    );
  };
  const { note, change, flush, unsent, landed } = useNoteAutosave({
    projectId,
    citationId: citation.id,
    stored: stored?.note ?? '',
    // A refused or failed save is sent again at the next chance (a key, leaving the field).
    save: (value) => send({ note: value }, unsent),
  });
  const [reason, setReason] = useState(stored?.exclusion_reason ?? undefined);
  // A new decision on the record: the server keeps a reason only while it is excluded.
  const [seenLabel, setSeenLabel] = useState(citation.is_relevant);
  if (seenLabel !== citation.is_relevant) {
    setSeenLabel(citation.is_relevant);
    setReason(citation.is_relevant === false ? (stored?.exclusion_reason ?? undefined) : undefined);
  }
  const reasonOptions = [
    ...(reasons.data?.reasons ?? []),
    ...(reason && !reasons.data?.reasons.includes(reason) ? [reason] : []),
  ];
  return (
    <div className="review-fields" role="group" aria-label={`Your notes on this record`}>
      <div className="review-field review-note">
        <label htmlFor={ids.note}>{text.noteLabel}</label>
        <Input.TextArea
          id={ids.note}
          value={note}
          maxLength={NOTE_MAX}
          autoSize={{ minRows: 1, maxRows: 6 }}
          placeholder={text.notePlaceholder}
          onChange={(event) => change(event.target.value)}
          onBlur={flush}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !onLeaveNote) return;
            event.preventDefault();
            onLeaveNote();
          }}
        />
      </div>
      {/* Tab leaves the field with what was typed (the select adds it on leaving), and Escape gives the record
          back its keys, as in the note. The select's own Tab would toggle the list's highlighted tag and stay:
          a tag chosen or dropped that the reviewer never saw, and the next R typed into the field as a tag. */}
      <div
        className="review-field review-tags"
        onKeyDownCapture={(event) => {
          if (event.key === 'Tab') {
            event.stopPropagation();
            setTagListOpen(false);
          } else if (event.key === 'Escape' && onLeaveNote) {
            event.stopPropagation();
            event.preventDefault();
            setTagListOpen(false);
            onLeaveNote();
          }
        }}
      >
        <label htmlFor={ids.tags}>{text.tagsLabel}</label>
        <Select
          id={ids.tags}
          mode="tags"
          open={tagListOpen}
          onOpenChange={setTagListOpen}
          value={tags}
          placeholder={text.tagsPlaceholder}
          tokenSeparators={[',']}
          options={(tagList.data?.tags ?? []).map((t) => ({ value: t.tag, label: t.tag }))}
          onChange={(value: string[]) => {
            const next = tidyTags(value);
            setTags(next);
            send({ tags: next });
          }}
        />
      </div>
      {(pendingReason || citation.is_relevant === false) && (
        <div className="review-field review-reason">
          <label htmlFor={ids.reason}>{pendingReason ? text.reasonWithIrrelevant : text.reasonLabel}</label>
          <Select
            id={ids.reason}
            value={pendingReason ? pendingReason.value : reason}
            allowClear
            popupMatchSelectWidth={false}
            placeholder={text.reasonPlaceholder}
            options={reasonOptions.map((r) => ({ value: r, label: r }))}
            onChange={(value: string | undefined) => {
              if (pendingReason) return pendingReason.onChange(value);
              setReason(value);
              send({ exclusion_reason: value ?? null });
            }}
          />
        </div>
      )}
      <span className="review-status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}

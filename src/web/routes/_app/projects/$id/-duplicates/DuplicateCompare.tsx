import { Button } from 'antd';
import { useState } from 'react';
import type { CitationBrief } from '../../../../../../shared/dedup.schema.ts';
import { dedupScreenMessages as text } from '../../../../../../shared/dedup-screen.messages.ts';
import { COMPARED_FIELDS, compareField, fieldText, type ComparedField } from './dedup-compare.ts';
import { abstractPreview, ABSTRACT_PREVIEW_CHARS, iterationLabel, relevanceBadge } from './dedup-display.ts';

export interface CompareSide {
  /** Its part in the pair: "Kept", "Removed", "Would keep", "Would remove". */
  label: string;
  citation: CitationBrief;
}

interface DuplicateCompareProps {
  kept: CompareSide;
  leaving: CompareSide;
  /** Whole abstracts rather than their first 150 characters; the page may hold this (a shortcut opens them). */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
}

/**
 * A side's heading: its part, its id, its identifier in the file it came from (the "Record ID" the labelling
 * page shows, so the two numbers are not taken for one another), and its label and iteration once it has one.
 */
function SideHeading({ side }: { side: CompareSide }) {
  const badge = relevanceBadge(side.citation.is_relevant);
  const iteration = iterationLabel(side.citation.iteration);
  return (
    <span className="dedup-side-heading">
      <span className="dedup-citation-role">{side.label}</span>
      <span className="dedup-side-id">{`ID ${side.citation.id}`}</span>
      {side.citation.source_record_id && (
        <span className="dedup-side-id">{`Record ID ${side.citation.source_record_id}`}</span>
      )}
      {/* Its own badge rather than antd's light tags, whose green and red text is 2.2:1 and 3.0:1 on their background. */}
      {badge && <span className={`dedup-badge dedup-badge-${badge.color}`}>{badge.text}</span>}
      {iteration && <span className="dedup-side-id">{iteration}</span>}
    </span>
  );
}

function Value({ citation, field, expanded }: { citation: CitationBrief; field: ComparedField; expanded: boolean }) {
  const value = fieldText(citation, field);
  if (field === 'title') return <strong>{value || text.noTitle}</strong>;
  if (!value) return <span className="dedup-missing">{field === 'abstract' ? 'No abstract' : 'Not given'}</span>;
  return <>{field === 'abstract' && !expanded ? abstractPreview(value) : value}</>;
}

/**
 * A duplicate entry's Kept and Removed items, side by side field by field, with every field in which the
 * two differ marked in words ("Differs", "Only one has it") as well as colour.
 */
export function DuplicateCompare({ kept, leaving, expanded: held, onExpandedChange }: DuplicateCompareProps) {
  const [own, setOwn] = useState(false);
  const expanded = held ?? own;
  const setExpanded = onExpandedChange ?? setOwn;
  const rows = COMPARED_FIELDS.map((row) => ({
    ...row,
    state: compareField(kept.citation, leaving.citation, row.field),
  })).filter((row) => row.state !== 'empty' || row.field === 'title' || row.field === 'abstract');
  const longAbstract = [kept, leaving].some(
    (side) => fieldText(side.citation, 'abstract').length > ABSTRACT_PREVIEW_CHARS,
  );
  const differing = rows
    .filter((row) => row.state === 'differs' || row.state === 'one-side')
    .map((row) => row.label.toLowerCase());
  // The same once case, punctuation, spacing and abbreviations are set aside, but not letter for letter: said,
  // so that a title with a full stop more is not called identical to the eye that sees it.
  const written = rows
    .filter(
      (row) => row.state === 'same' && fieldText(kept.citation, row.field) !== fieldText(leaving.citation, row.field),
    )
    .map((row) => row.label.toLowerCase());
  return (
    <div className="dedup-compare-wrap">
      <p className="dedup-compare-summary">
        {differing.length
          ? `Differs in: ${differing.join(', ')}`
          : `The same in every compared field${written.length ? `, written differently (case, punctuation, abbreviations): ${written.join(', ')}` : ''}`}
      </p>
      <table className="dedup-compare">
        <caption className="sr-only">{`${kept.label} citation ${kept.citation.id} and ${leaving.label.toLowerCase()} citation ${leaving.citation.id}, field by field`}</caption>
        <thead>
          <tr>
            <th scope="col" className="dedup-compare-field">
              <span className="sr-only">Field</span>
            </th>
            <th scope="col">
              <SideHeading side={kept} />
            </th>
            <th scope="col" className="dedup-compare-leaving">
              <SideHeading side={leaving} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ field, label, state }) => {
            const marked = state === 'differs' || state === 'one-side';
            return (
              <tr key={field} className={marked ? 'dedup-compare-differs' : undefined}>
                <th scope="row" className="dedup-compare-field">
                  {label}
                  {marked && (
                    <span className="dedup-diff-mark">{state === 'differs' ? '≠ Differs' : '≠ Only one has it'}</span>
                  )}
                </th>
                <td data-side={kept.label}>
                  <Value citation={kept.citation} field={field} expanded={expanded} />
                </td>
                <td data-side={leaving.label} className="dedup-compare-leaving">
                  <Value citation={leaving.citation} field={field} expanded={expanded} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {longAbstract && (
        <Button
          disabled={false}
          type="link"
          size="small"
          className="dedup-abstract-toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show the start of the abstracts' : 'Show full abstracts'}
        </Button>
      )}
    </div>
  );
}

import { Tag } from 'antd';

export interface DuplicateFact {
  label: string;
  value: string;
  /** Shown as a tag, for short codes such as the detection method. */
  tag?: boolean;
  /** What the value means, in plain words, after it. */
  note?: string;
}

/** The short facts about a pair (method, similarity, reason, time), as a wrapping row of label and value. */
export function DuplicateFacts({ facts }: { facts: DuplicateFact[] }) {
  return (
    <dl className="dedup-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="dedup-fact">
          <dt>{fact.label}</dt>
          <dd>
            {fact.tag ? <Tag variant="filled">{fact.value}</Tag> : fact.value}
            {fact.note && <span className="dedup-fact-note">{` ${fact.note}`}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { useEffect, useRef, useState } from 'react';
import { noteDrafts } from '../lib/note-drafts.ts';
import { useSession } from './use-session.ts';

/** How long after the last key a note is saved. */
export const NOTE_SAVE_DELAY_MS = 1000;

/**
 * The note as the server should have it: trimmed, and null for an empty one (as the field is saved).
 */
const asSaved = (note: string) => note.trim() || null;

/**
 * Saves a note in the same call as `PUT /api/projects/{id}/citations/{citationId}/review` (tRPC reviews.save),
 * with fetch keepalive so that the request outlives the page that sends it (a closed tab, a reload).
 */
export function sendNoteOnLeave(projectId: number, citationId: number, note: string | null): void {
  void fetch(`/api/projects/${projectId}/citations/${citationId}/review`, {
    method: 'PUT',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ note }),
  }).catch(() => undefined);
}

interface Autosave {
  /** The note as last sent (or as stored): what the server has, or will have; undefined after a failed save. */
  sent: string | null | undefined;
  typed: string;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The ordinary save, of the latest render. */
  save: (note: string | null) => void;
}

/** Sends the note typed, by `send`, unless the server has it already. */
function sendIfChanged(state: Autosave, send: (note: string | null) => void) {
  clearTimeout(state.timer);
  state.timer = undefined;
  const value = asSaved(state.typed);
  if (value === state.sent) return;
  state.sent = value;
  send(value);
}

/**
 * A reviewer's note on a record as they type it, saved so that nothing typed is lost: NOTE_SAVE_DELAY_MS after
 * the last key, when the field is left (`flush`), when the record goes (the component unmounts: the next
 * record, another page) and, with fetch keepalive, when the page is hidden or closed. Only a changed note is
 * sent, once. `save` is the ordinary save (the mutation, with its "Saved" and its refusals). Until a save has
 * landed (`landed`) the typed note is also kept as a draft in the tab (noteDrafts): a field that opens on a record
 * with a draft the server does not have (the session ended while the reviewer typed, and they signed in again)
 * shows the draft and saves it.
 */
export function useNoteAutosave({
  projectId,
  citationId,
  stored,
  save,
}: {
  projectId: number;
  citationId: number;
  stored: string;
  save: (note: string | null) => void;
}) {
  // No one signed in (the session has just ended): no draft is read or kept.
  const userId = useSession().user?.id;
  // Read once, for the first render: a draft the server does not have is what the reviewer last typed.
  const [draft] = useState(() => {
    const kept = noteDrafts.read(userId, projectId, citationId);
    return kept !== null && asSaved(kept) !== asSaved(stored) ? kept : null;
  });
  const [note, setNote] = useState(draft ?? stored);
  const state = useRef<Autosave>({
    sent: draft === null ? asSaved(stored) : undefined,
    typed: draft ?? stored,
    timer: undefined,
    save,
  });
  useEffect(() => {
    state.current.save = save;
  });
  useEffect(() => {
    if (draft === null) noteDrafts.drop(userId, projectId, citationId);
    else sendIfChanged(state.current, state.current.save);
  }, [draft, userId, projectId, citationId]);

  useEffect(() => {
    const current = state.current;
    const onLeave = () => sendIfChanged(current, (value) => sendNoteOnLeave(projectId, citationId, value));
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('beforeunload', onLeave);
      // The record goes: what was typed since the last save is saved now.
      sendIfChanged(current, current.save);
    };
  }, [projectId, citationId]);

  const flush = () => sendIfChanged(state.current, state.current.save);
  const change = (value: string) => {
    setNote(value);
    noteDrafts.write(userId, projectId, citationId, value);
    state.current.typed = value;
    clearTimeout(state.current.timer);
    state.current.timer = setTimeout(flush, NOTE_SAVE_DELAY_MS);
  };
  /** The last save failed: the note is sent again at the next chance. */
  const unsent = () => {
    state.current.sent = undefined;
  };
  /** A save landed: the draft goes, unless more was typed since. */
  const landed = (saved: string | null) => {
    if (asSaved(state.current.typed) === saved) noteDrafts.drop(userId, projectId, citationId);
  };
  return { note, change, flush, unsent, landed };
}

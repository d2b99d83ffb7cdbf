import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { useTypeAhead } from '../../../src/web/hooks/use-type-ahead.ts';

// The page a dialog opens over: the button that opened it keeps the focus until the dialog's field takes it.
beforeEach(() => {
  render(
    <div>
      <button type="button">New Project</button>
      <input aria-label="Search" />
    </div>,
  );
});
const button = () => screen.getByRole('button', { name: 'New Project' });
const type = (target: HTMLElement, text: string, init: KeyboardEventInit = {}) =>
  [...text].map((key) => fireEvent.keyDown(target, { key, ...init }));

test('keeps the letters typed while the dialog is being drawn, a space among them, and stops them clicking the button', () => {
  const { result } = renderHook(({ open }) => useTypeAhead(open), { initialProps: { open: true } });
  const dispatched = type(button(), 'Statins in');
  // fireEvent answers false where the default action (a space clicking the focused button) was prevented.
  expect(dispatched.every((notPrevented) => !notPrevented)).toBe(true);
  expect(result.current.take()).toBe('Statins in');
});

test('keeps nothing before the dialog opens, nor once the field has taken what was typed', () => {
  const { result, rerender } = renderHook(({ open }) => useTypeAhead(open), { initialProps: { open: false } });
  type(button(), 'ab');
  rerender({ open: true });
  type(button(), 'cd');
  expect(result.current.take()).toBe('cd');
  type(button(), 'ef');
  expect(result.current.take()).toBe('');
  // Opened again: it keeps again, from nothing.
  rerender({ open: false });
  rerender({ open: true });
  type(button(), 'g');
  expect(result.current.take()).toBe('g');
});

test('leaves alone keys typed into a field, shortcuts and keys that are not letters', () => {
  const { result } = renderHook(() => useTypeAhead(true));
  type(screen.getByRole('textbox', { name: 'Search' }), 'xy');
  type(button(), 'k', { ctrlKey: true });
  type(button(), 'c', { metaKey: true });
  expect(fireEvent.keyDown(button(), { key: 'Enter' })).toBe(true);
  fireEvent.keyDown(button(), { key: 'Escape' });
  expect(result.current.take()).toBe('');
});

import { afterEach, expect, test, vi } from 'vitest';
import {
  GENERATED_PASSWORD_LENGTH,
  generatePassword,
} from '../../../src/web/routes/_app/admin/-users/password-generator.ts';

afterEach(() => vi.restoreAllMocks());

test('a generated password has 12 characters with lowercase and uppercase letters, digits and symbols', () => {
  expect(GENERATED_PASSWORD_LENGTH).toBe(12);
  for (let i = 0; i < 200; i++) {
    const password = generatePassword();
    expect(password).toHaveLength(12);
    for (const kind of [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/]) expect(password).toMatch(kind);
    expect(password).toMatch(/^[A-Za-z\d!@#$%^&*\-_=+?]+$/);
  }
});

test('look-alike characters are left out, since the password is read out or typed by hand', () => {
  const many = Array.from({ length: 200 }, () => generatePassword()).join('');
  expect(many).not.toMatch(/[lIO01]/);
});

test('passwords come from the cryptographic generator and do not repeat', () => {
  const random = vi.spyOn(crypto, 'getRandomValues');
  const passwords = new Set(Array.from({ length: 500 }, () => generatePassword()));
  expect(passwords.size).toBe(500);
  expect(random).toHaveBeenCalled();
});

test('the guaranteed characters are not always in the same places', () => {
  const firsts = new Set(Array.from({ length: 100 }, () => /[a-z]/.test(generatePassword().charAt(0))));
  expect(firsts).toEqual(new Set([true, false]));
});

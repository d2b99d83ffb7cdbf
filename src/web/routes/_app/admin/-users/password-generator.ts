/** An administrator's password reset generates 12 characters. */
export const GENERATED_PASSWORD_LENGTH = 12;

// Letters that look alike (l, I, O, 0, 1) are left out: the password is read out or typed by hand.
const classes = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!@#$%^&*-_=+?'];
const all = classes.join('');

/** A uniform random integer below `bound`, from the browser's cryptographic generator. */
function randomBelow(bound: number): number {
  // Values past the last whole multiple of `bound` are drawn again, so no remainder is favoured.
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const value = new Uint32Array(1);
  do crypto.getRandomValues(value);
  while (value[0]! >= limit);
  return value[0]! % bound;
}

const pick = (alphabet: string) => alphabet.charAt(randomBelow(alphabet.length));

/** A random password with at least one lowercase letter, uppercase letter, digit and symbol. */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const chars = [...classes.map(pick), ...Array.from({ length: length - classes.length }, () => pick(all))];
  // Shuffle, so the guaranteed characters are not always the first four.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

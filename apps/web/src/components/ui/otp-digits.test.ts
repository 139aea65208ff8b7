import { describe, expect, it } from 'vitest';
import { changeDigit, codeOf, emptyDigits, eraseDigit, fillDigits, isComplete, typedText } from './otp-digits';

const digits = (text: string) => text.split('').map((char) => (char === '_' ? '' : char));

describe('otp digits', () => {
  it('types one digit and moves to the next box', () => {
    expect(fillDigits(emptyDigits(), 0, '4')).toEqual({ digits: digits('4_____'), focus: 1 });
    expect(fillDigits(digits('12345_'), 5, '6')).toEqual({ digits: digits('123456'), focus: 5 });
  });

  it('drops anything that is not a digit', () => {
    expect(fillDigits(emptyDigits(), 2, 'a')).toEqual({ digits: emptyDigits(), focus: 2 });
    expect(changeDigit(digits('3_____'), 0, '3a').digits).toEqual(digits('3_____'));
  });

  it('fills every box from the first with a pasted or autofilled code, wherever it lands', () => {
    expect(fillDigits(emptyDigits(), 3, '123456')).toEqual({ digits: digits('123456'), focus: 5 });
    expect(fillDigits(emptyDigits(), 0, ' 12-34 56 ')).toEqual({ digits: digits('123456'), focus: 5 });
    expect(fillDigits(emptyDigits(), 0, '1234567').digits).toEqual(digits('123456'));
  });

  it('writes a partial paste from the box it lands in', () => {
    expect(fillDigits(emptyDigits(), 2, '789')).toEqual({ digits: digits('__789_'), focus: 5 });
    expect(fillDigits(emptyDigits(), 4, '789')).toEqual({ digits: digits('____78'), focus: 5 });
  });

  it('replaces the digit typed over', () => {
    expect(typedText('3', '35')).toBe('5');
    expect(typedText('3', '53')).toBe('5');
    expect(changeDigit(digits('3_____'), 0, '35')).toEqual({ digits: digits('5_____'), focus: 1 });
  });

  it('empties a box whose digit was cut or deleted', () => {
    expect(changeDigit(digits('123___'), 1, '')).toEqual({ digits: digits('1_3___'), focus: 1 });
  });

  it('Backspace clears the box, or goes back from an empty one', () => {
    expect(eraseDigit(digits('123___'), 2)).toEqual({ digits: digits('12____'), focus: 2 });
    expect(eraseDigit(digits('12____'), 2)).toEqual({ digits: digits('1_____'), focus: 1 });
    expect(eraseDigit(emptyDigits(), 0)).toEqual({ digits: emptyDigits(), focus: 0 });
  });

  it('knows a complete code', () => {
    expect(isComplete(digits('12345_'))).toBe(false);
    expect(isComplete(digits('123456'))).toBe(true);
    expect(codeOf(digits('123456'))).toBe('123456');
  });
});

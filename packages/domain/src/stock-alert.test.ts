import { describe, expect, it } from 'vitest';
import {
  alertFires,
  DEFAULT_ALERT_QUANTITY,
  defaultAlertQuantity,
  normaliseAlertQuantity,
} from './stock-alert.ts';

describe('normaliseAlertQuantity (part 1 §5 Stock alert quantity, E-004)', () => {
  it.each([
    // value, incrementSize, expected
    ['', 1, 1], // blank becomes 1
    [0, 1, 1], // 0 becomes 1
    ['0', 1, 1],
    ['abc', 1, 1],
    [-5, 1, 1],
    [7, 1, 7],
    ['12', 1, 12],
    [12.9, 1, 12],
    [25, 10, 20], // rounds down to a multiple of the increment
    [20, 10, 20],
    [9, 10, 10], // with a minimum of one increment
    ['', 10, 10],
    [0, 5, 5],
    [99, 50, 50],
  ])('%j with increments of %i → %i', (value, incrementSize, expected) => {
    expect(normaliseAlertQuantity(value, incrementSize)).toBe(expected);
  });
});

describe('defaultAlertQuantity (E-003, P-003)', () => {
  it.each([
    [undefined, 1, DEFAULT_ALERT_QUANTITY], // 100 when there is no setting
    [null, 1, 100],
    [0, 1, 100],
    [40, 1, 40],
    [undefined, 30, 90], // 100 rounded down to a multiple of 30
    [undefined, 150, 150], // at least one increment
    [25, 10, 20],
  ])('setting %j, increments of %i → %i', (setting, incrementSize, expected) => {
    expect(defaultAlertQuantity(setting, incrementSize)).toBe(expected);
  });
});

describe('alertFires (Q-063)', () => {
  it.each([
    [100, 0, 100, true], // the seller adds exactly the alert quantity
    [100, 20, 150, true], // 130 added
    [100, 60, 140, false], // only 80 added, though the stock now exceeds 100
    [100, 0, 99, false],
    [10, 50, 40, false], // stock went down
    [10, 5, 5, false], // no change
  ])('alert %i, %i → %i units', (alert, before, after, expected) => {
    expect(alertFires(alert, before, after)).toBe(expected);
  });
});

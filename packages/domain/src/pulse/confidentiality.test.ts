import { describe, expect, it } from 'vitest';
import {
  confidentialityThresholdSchema,
  DEFAULT_CONFIDENTIALITY_THRESHOLD,
  isAggregateVisible,
  MAX_CONFIDENTIALITY_THRESHOLD,
  resolveConfidentialityThreshold,
} from './confidentiality.ts';

describe('confidentiality threshold', () => {
  it('defaults to 3 and tops out at 10', () => {
    expect(DEFAULT_CONFIDENTIALITY_THRESHOLD).toBe(3);
    expect(MAX_CONFIDENTIALITY_THRESHOLD).toBe(10);
  });

  it('accepts whole numbers 3..10 as a setting', () => {
    expect(confidentialityThresholdSchema.safeParse(3).success).toBe(true);
    expect(confidentialityThresholdSchema.safeParse(10).success).toBe(true);
    expect(confidentialityThresholdSchema.safeParse(2).success).toBe(false);
    expect(confidentialityThresholdSchema.safeParse(11).success).toBe(false);
    expect(confidentialityThresholdSchema.safeParse(4.5).success).toBe(false);
  });

  it('never resolves below the default nor above the maximum', () => {
    expect(resolveConfidentialityThreshold(undefined)).toBe(3);
    expect(resolveConfidentialityThreshold(null)).toBe(3);
    expect(resolveConfidentialityThreshold(1)).toBe(3);
    expect(resolveConfidentialityThreshold(5)).toBe(5);
    expect(resolveConfidentialityThreshold(4.2)).toBe(5);
    expect(resolveConfidentialityThreshold(50)).toBe(10);
    expect(resolveConfidentialityThreshold(Number.NaN)).toBe(3);
  });
});

describe('isAggregateVisible', () => {
  it('shows an aggregate of at least 3 people by default', () => {
    expect(isAggregateVisible(0)).toBe(false);
    expect(isAggregateVisible(2)).toBe(false);
    expect(isAggregateVisible(3)).toBe(true);
  });

  it("honours a company's higher threshold", () => {
    expect(isAggregateVisible(4, 5)).toBe(false);
    expect(isAggregateVisible(5, 5)).toBe(true);
  });

  it('cannot be lowered below 3', () => {
    expect(isAggregateVisible(1, 1)).toBe(false);
    expect(isAggregateVisible(2, 0)).toBe(false);
  });
});

import { configure } from '@testing-library/react';

/**
 * The check-in screens load their texts and data asynchronously; on a machine busy with other
 * suites that can take longer than the test library's default second. Only failures wait longer.
 */
export function allowSlowRenders(): void {
  configure({ asyncUtilTimeout: 5000 });
}

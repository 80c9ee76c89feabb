/**
 * The screens every signed-in person opens first (`homeFor` in lib/auth/return-path.ts): the frame
 * and the dashboard with today's card. The router loads them through this one module, so they
 * arrive as one file beside the home chunk rather than one file each
 * (docs/decisions/037-first-screens-as-few-files.md).
 */
export { SignedInLayout } from './signed-in-layout';
export { dashboardScreen } from '../features/dashboard/components/dashboard-page';
export { TodayStatus } from '../features/checkin/components/today-status';

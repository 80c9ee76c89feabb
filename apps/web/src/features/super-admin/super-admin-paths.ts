/** Where the platform administrators sign in, and where they land. */
export const SUPER_ADMIN_SIGN_IN_PATH = '/super-admin';
export const SUPER_ADMIN_DASHBOARD_PATH = '/super-admin/dashboard';

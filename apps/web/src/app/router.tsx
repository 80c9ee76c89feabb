import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadNamespace } from '../lib/i18n';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';

type ScreenModule = () => Promise<{ Component: ComponentType }>;

const landing: ScreenModule = async () => {
  const [screen] = await Promise.all([
    import('../features/landing/components/landing-page'),
    loadNamespace('landing'),
  ]);
  return { Component: screen.LandingPage };
};
const superAdminSignIn: ScreenModule = async () => {
  const [screen] = await Promise.all([
    import('../features/super-admin/components/super-admin-sign-in-page'),
    loadNamespace('superAdmin'),
  ]);
  return { Component: screen.SuperAdminSignInPage };
};
const superAdminDashboard: ScreenModule = async () => {
  const [screen] = await Promise.all([
    import('../features/super-admin/components/super-admin-dashboard-page'),
    loadNamespace('superAdmin'),
    loadNamespace('auth'),
  ]);
  return { Component: screen.SuperAdminDashboardPage };
};
// Screens later capabilities build show one honest placeholder until each replaces its line here.
const comingSoon: ScreenModule = () =>
  import('../features/coming-soon/components/coming-soon-page').then((m) => ({
    Component: m.ComingSoonPage,
  }));
const notFound: ScreenModule = () =>
  import('../features/not-found/components/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

const employeesScreen: ScreenModule = async () => {
  const [screen] = await Promise.all([
    import('../features/people/components/employees-page'),
    loadNamespace('people'),
    loadNamespace('invitations'),
  ]);
  return { Component: screen.EmployeesPage };
};
const inviteScreen: ScreenModule = async () => {
  const [screen] = await Promise.all([
    import('../features/invitations/components/invite-page'),
    loadNamespace('people'),
    loadNamespace('invitations'),
  ]);
  return { Component: screen.InvitePage };
};
// An invitation link (/registration?invitation=…) is answered by the invitation screen; any other
// visit gets the registration screen.
const registration: ScreenModule = async () => {
  const [screen, plain] = await Promise.all([
    import('../features/invitations/components/registration-screen'),
    withAuthTexts(import('../features/auth/components/registration-page')).then((m) => ({
      Component: m.RegistrationPage,
    })),
    loadNamespace('people'),
    loadNamespace('invitations'),
  ]);
  return { Component: screen.registrationScreen(plain.Component) };
};

const withAuthTexts = <T,>(load: Promise<T>) => Promise.all([load, loadNamespace('auth')]).then(([m]) => m);

const authLayout: ScreenModule = () =>
  withAuthTexts(import('../features/auth/components/auth-layout')).then((m) => ({ Component: m.AuthLayout }));
const signedInLayout: ScreenModule = async () => {
  const [layout] = await Promise.all([
    import('../features/app-shell/components/signed-in-layout'),
    loadNamespace('auth'),
    loadNamespace('checkin'),
  ]);
  return { Component: layout.SignedInLayout };
};
const signIn: ScreenModule = () =>
  withAuthTexts(import('../features/auth/components/sign-in-page')).then((m) => ({
    Component: m.SignInPage,
  }));
const resetPassword: ScreenModule = () =>
  withAuthTexts(import('../features/auth/components/reset-password-page')).then((m) => ({
    Component: m.ResetPasswordPage,
  }));
const onboarding: ScreenModule = () =>
  withAuthTexts(import('../features/auth/components/onboarding-page')).then((m) => ({
    Component: m.OnboardingPage,
  }));
const companyOnboarding: ScreenModule = () =>
  withAuthTexts(import('../features/auth/components/company-onboarding-page')).then((m) => ({
    Component: m.CompanyOnboardingPage,
  }));

const companyArea: ScreenModule = async () => {
  const [area] = await Promise.all([
    import('../features/company/components/company-area'),
    loadNamespace('company'),
  ]);
  return { Component: area.CompanyArea };
};
const companyPageNotFound: ScreenModule = () =>
  import('../features/company/components/company-page-not-found').then((m) => ({
    Component: m.CompanyPageNotFound,
  }));

const dashboardScreen: ScreenModule = () =>
  import('../features/dashboard/dashboard-screen').then((m) => m.loadDashboardScreen());
const leaderPanelScreen: ScreenModule = () =>
  import('../features/leader-panel/leader-panel-screen').then((m) => m.loadLeaderPanelScreen());

/** Roles the 'admin' permission is granted to (spec 1 §6); the admin pages ask for one of them. */
const ADMIN_PAGES = { requiredRoles: ['admin', 'ceo', 'director'] };

/** Spec 1 §2, sign-in not required. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: landing },
  { path: 'landing', lazy: landing },
  {
    lazy: authLayout,
    children: [
      { path: 'auth', lazy: signIn },
      { path: 'reset-password', lazy: resetPassword },
      { path: 'registration', lazy: registration },
      { path: 'onboarding', lazy: onboarding },
      { path: 'company-onboarding', lazy: companyOnboarding },
    ],
  },
  { path: 'super-admin', lazy: superAdminSignIn },
];

/** Spec 1 §2, the company area: any other path inside it is not found. */
const companyRoutes: RouteObject[] = [
  { index: true, lazy: comingSoon },
  { path: 'admin', lazy: comingSoon, handle: ADMIN_PAGES },
  { path: 'admin/executive', lazy: comingSoon, handle: ADMIN_PAGES },
  { path: 'admin/reports', lazy: comingSoon, handle: ADMIN_PAGES },
  { path: 'admin/employees', lazy: employeesScreen, handle: ADMIN_PAGES },
  { path: 'admin/employees/invite', lazy: inviteScreen, handle: ADMIN_PAGES },
  { path: 'admin/surveys', lazy: comingSoon, handle: ADMIN_PAGES },
  { path: 'admin/analytics', lazy: comingSoon, handle: ADMIN_PAGES },
  { path: 'admin/settings', lazy: comingSoon, handle: ADMIN_PAGES },
  { path: 'admin/notifications', lazy: comingSoon, handle: ADMIN_PAGES },
  { path: 'admin/billing', lazy: comingSoon, handle: ADMIN_PAGES },
  { path: 'admin/billing/management', lazy: comingSoon, handle: ADMIN_PAGES },
  { path: 'admin/billing/invoices', lazy: comingSoon, handle: ADMIN_PAGES },
  { path: 'admin/billing/success', lazy: comingSoon, handle: ADMIN_PAGES },
  { path: '*', lazy: companyPageNotFound },
];

/** Spec 1 §2, sign-in required: behind the route guard, inside the app's frame. */
const guardedRoutes: RouteObject[] = [
  {
    lazy: signedInLayout,
    children: [
      { path: 'dashboard', lazy: dashboardScreen },
      { path: 'panel-lider', lazy: leaderPanelScreen },
      { path: 'training-catalog', lazy: comingSoon },
      { path: 'empresa/:slug', lazy: companyArea, children: companyRoutes },
    ],
  },
  // The platform administrator's screens have their own sign-in and gate.
  { path: 'super-admin/dashboard', lazy: superAdminDashboard },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    children: [...publicRoutes, ...guardedRoutes, { path: '*', lazy: notFound }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

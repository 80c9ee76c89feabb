import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { loadNamespace } from '../lib/i18n';
import type { LazyNamespace } from '../locales/resources';
import { FIRST_SCREEN_TEXTS, FRAME_TEXTS } from './first-screen-texts';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';

/**
 * Every route loads its screen this way: the screen's module and the texts it shows arrive side by
 * side, then `pick` names the screen's component, or composes one from several features' modules.
 */
function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly LazyNamespace[] = [],
) {
  return async () => {
    const [module] = await Promise.all([load(), ...namespaces.map((namespace) => loadNamespace(namespace))]);
    return { Component: pick(module) };
  };
}

const landing = lazyScreen(
  () => import('../features/landing/components/landing-page'),
  (m) => m.LandingPage,
  ['landing'],
);
const landingUnlessSignedIn = lazyScreen(
  () => Promise.all([import('./start-screens'), import('../features/landing/components/landing-page')]),
  ([start, page]) => start.landingScreen(page.LandingPage),
  ['landing'],
);
const start = lazyScreen(
  () => import('./start-screens'),
  (m) => m.StartScreen,
);
const superAdminSignIn = lazyScreen(
  () => import('../features/super-admin/components/super-admin-sign-in-page'),
  (m) => m.SuperAdminSignInPage,
  ['superAdmin'],
);
const superAdminDashboard = lazyScreen(
  () => import('../features/super-admin/components/super-admin-dashboard-page'),
  (m) => m.SuperAdminDashboardPage,
  ['superAdmin', 'auth', 'usage', 'support'],
);
const unsubscribeScreen = lazyScreen(
  () => import('../features/unsubscribe/components/unsubscribe-page'),
  (m) => m.UnsubscribePage,
  ['notificationPreferences'],
);
const notFound = lazyScreen(
  () => import('../features/not-found/components/not-found-page'),
  (m) => m.NotFoundPage,
);

const employeesScreen = lazyScreen(
  () => import('../features/people/components/employees-page'),
  (m) => m.EmployeesPage,
  ['people', 'invitations'],
);
const adminDashboardScreen = lazyScreen(
  () => import('../features/company-admin/components/admin-dashboard-page'),
  (m) => m.AdminDashboardPage,
  ['companyAdmin', 'dashboard', 'people'],
);
const executiveScreen = lazyScreen(
  () => import('../features/company-admin/components/executive-page'),
  (m) => m.ExecutivePage,
  ['companyAdmin', 'dashboard', 'checkin', 'auth'],
);
const reportsScreen = lazyScreen(
  () => import('../features/reports/components/reports-page'),
  (m) => m.ReportsPage,
  ['reports', 'auth'],
);
const analyticsScreen = lazyScreen(
  () => import('../features/company-admin/components/analytics-page'),
  (m) => m.AnalyticsPage,
  ['companyAdmin', 'dashboard', 'checkin', 'auth'],
);
const notificationsScreen = lazyScreen(
  () => import('../features/notifications/components/notifications-page'),
  (m) => m.NotificationsPage,
  ['notifications', 'people'],
);
const surveysScreen = lazyScreen(
  () => import('../features/surveys/components/surveys-page'),
  (m) => m.SurveysPage,
  ['surveys'],
);
const surveyAnswerScreen = lazyScreen(
  () => import('../features/surveys/components/survey-answer-page'),
  (m) => m.SurveyAnswerPage,
  ['surveys'],
);
const usageScreen = lazyScreen(
  () => import('../features/usage/components/company-usage-page'),
  (m) => m.CompanyUsagePage,
  ['usage'],
);
const usagePrivacyScreen = lazyScreen(
  () => import('../features/usage/components/usage-privacy-page'),
  (m) => m.UsagePrivacyPage,
  ['usage'],
);
const billingScreen = lazyScreen(
  () => import('../features/billing/components/billing-page'),
  (m) => m.BillingPage,
  ['billing'],
);
const billingManagementScreen = lazyScreen(
  () => import('../features/billing/components/billing-management-page'),
  (m) => m.BillingManagementPage,
  ['billing'],
);
const invoicesScreen = lazyScreen(
  () => import('../features/billing/components/invoices-page'),
  (m) => m.InvoicesPage,
  ['billing'],
);
const billingSuccessScreen = lazyScreen(
  () => import('../features/billing/components/billing-success-page'),
  (m) => m.BillingSuccessPage,
  ['billing'],
);
const billingRedirect = lazyScreen(
  () => import('../features/billing/components/billing-redirect'),
  (m) => m.BillingRedirect,
  ['billing'],
);
const inviteScreen = lazyScreen(
  () => import('../features/invitations/components/invite-page'),
  (m) => m.InvitePage,
  ['people', 'invitations', 'refusals'],
);
// An invitation link (/registration?invitation=…) is answered by the invitation screen; any other
// visit gets the registration screen.
const registration = lazyScreen(
  () =>
    Promise.all([
      import('../features/invitations/components/registration-screen'),
      import('../features/auth/components/registration-page'),
    ]),
  ([screen, plain]) => screen.registrationScreen(plain.RegistrationPage),
  ['auth', 'people', 'invitations'],
);

const authLayout = lazyScreen(
  () => import('../features/auth/components/auth-layout'),
  (m) => m.AuthLayout,
  ['auth'],
);
const signedInLayout = lazyScreen(
  () => import('./home-screens'),
  (m) => m.SignedInLayout,
  FRAME_TEXTS,
);
const signIn = lazyScreen(
  () => import('../features/auth/components/sign-in-page'),
  (m) => m.SignInPage,
  ['auth'],
);
const ssoSignIn = lazyScreen(
  () => import('../features/auth/components/sso-sign-in-page'),
  (m) => m.SsoSignInPage,
  ['auth'],
);
const resetPassword = lazyScreen(
  () => import('../features/auth/components/reset-password-page'),
  (m) => m.ResetPasswordPage,
  ['auth'],
);
const onboarding = lazyScreen(
  () => import('../features/auth/components/onboarding-page'),
  (m) => m.OnboardingPage,
  ['auth'],
);
const companyOnboarding = lazyScreen(
  () => import('../features/auth/components/company-onboarding-page'),
  (m) => m.CompanyOnboardingPage,
  ['auth'],
);

const companyArea = lazyScreen(
  () => import('../features/company/components/company-area'),
  (m) => m.CompanyArea,
  ['company'],
);
const companyPageNotFound = lazyScreen(
  () => import('../features/company/components/company-page-not-found'),
  (m) => m.CompanyPageNotFound,
);
const companyHomeScreen = lazyScreen(
  () => import('../features/company/components/company-home-page'),
  (m) => m.CompanyHomePage,
  ['company'],
);
const companySettingsScreen = lazyScreen(
  () => import('../features/company/components/company-settings-page'),
  (m) => m.CompanySettingsPage,
  ['company', 'apiKeys', 'singleSignOn'],
);

// The dashboard shows the check-in feature's card for today; the two features meet only here.
const dashboardScreen = lazyScreen(
  () => import('./home-screens'),
  (home) => home.dashboardScreen(home.TodayStatus),
  FIRST_SCREEN_TEXTS['/dashboard'],
);
const notesScreen = lazyScreen(
  () => import('../features/notes/components/notes-page'),
  (m) => m.NotesPage,
  ['notes'],
);
const wellbeingScreen = lazyScreen(
  () => import('../features/wellbeing/components/wellbeing-page'),
  (m) => m.WellbeingPage,
  ['wellbeing'],
);
const wrapScreen = lazyScreen(
  () => import('../features/wrap/components/wrap-page'),
  (m) => m.WrapPage,
  // The tags of good days are named as the check-in names them.
  ['wrap', 'checkin'],
);
const leaveScreen = lazyScreen(
  () => import('../features/leave/components/leave-page'),
  (m) => m.LeavePage,
  ['leave'],
);
const recognitionsScreen = lazyScreen(
  () => import('../features/recognitions/components/recognitions-page'),
  (m) => m.RecognitionsPage,
  ['recognitions'],
);
const pointsScreen = lazyScreen(
  () => import('../features/points/components/points-page'),
  (m) => m.PointsPage,
  ['points'],
);
const evaluationsScreen = lazyScreen(
  () => import('../features/evaluations/components/evaluations-page'),
  (m) => m.EvaluationsPage,
  ['evaluations'],
);
const observationsScreen = lazyScreen(
  () => import('../features/evaluations/components/observations-page'),
  (m) => m.ObservationsPage,
  ['evaluations'],
);
const trainingCatalogScreen = lazyScreen(
  () => import('../features/trainings/components/training-catalog-page'),
  (m) => m.TrainingCatalogPage,
  ['trainings'],
);
const trainingsScreen = lazyScreen(
  () => import('../features/trainings/components/trainings-page'),
  (m) => m.TrainingsPage,
  ['trainings'],
);
const myTrainingsScreen = lazyScreen(
  () => import('../features/trainings/components/my-trainings-page'),
  (m) => m.MyTrainingsPage,
  ['trainings'],
);
const careerPlanScreen = lazyScreen(
  () => import('../features/career-plan/components/career-plan-page'),
  (m) => m.CareerPlanPage,
  ['careerPlan', 'refusals'],
);
const supportScreen = lazyScreen(
  () => import('../features/support/components/support-page'),
  (m) => m.SupportPage,
  ['support'],
);
const newsScreen = lazyScreen(
  () => import('../features/news/components/news-page'),
  (m) => m.NewsPage,
  ['news'],
);
const newsArticleScreen = lazyScreen(
  () => import('../features/news/components/news-article-page'),
  (m) => m.NewsArticlePage,
  ['news'],
);
const newsAdminScreen = lazyScreen(
  () => import('../features/news/components/news-admin-page'),
  (m) => m.NewsAdminPage,
  ['news'],
);
const leaderPanelScreen = lazyScreen(
  () => import('../features/leader-panel/components/leader-panel-page'),
  (m) => m.LeaderPanelPage,
  FIRST_SCREEN_TEXTS['/panel-lider'],
);

/**
 * The admin pages ask for one of the roles that run a company. The guard reads them from the domain,
 * so the router, in the first load of every page, takes nothing from it.
 */
const ADMIN_PAGES = { forCompanyAdmins: true };
/** Notification management words its refusal as spec 2 §6 does: 'Access Denied'. */
const NOTIFICATION_PAGES = { forCompanyAdmins: true, refusal: 'accessDenied' } as const;

/** Sign-in not required: docs/product/routes.md#public-routes. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: landingUnlessSignedIn },
  { path: 'landing', lazy: landing },
  // The installed app's start_url: home when signed in, the landing otherwise.
  { path: 'start', lazy: start },
  {
    lazy: authLayout,
    children: [
      { path: 'auth', lazy: signIn },
      { path: 'auth/sso', lazy: ssoSignIn },
      { path: 'reset-password', lazy: resetPassword },
      { path: 'registration', lazy: registration },
      { path: 'onboarding', lazy: onboarding },
      { path: 'company-onboarding', lazy: companyOnboarding },
    ],
  },
  { path: 'super-admin', lazy: superAdminSignIn },
  // Reached from a notification mail's link, signed in or not.
  { path: 'unsubscribe/:token', lazy: unsubscribeScreen },
];

/** The company area (docs/product/routes.md#the-company-area): any other path inside it is not found. */
const companyRoutes: RouteObject[] = [
  { index: true, lazy: companyHomeScreen },
  { path: 'admin', lazy: adminDashboardScreen, handle: ADMIN_PAGES },
  { path: 'admin/executive', lazy: executiveScreen, handle: ADMIN_PAGES },
  { path: 'admin/reports', lazy: reportsScreen, handle: ADMIN_PAGES },
  { path: 'admin/employees', lazy: employeesScreen, handle: ADMIN_PAGES },
  { path: 'admin/employees/invite', lazy: inviteScreen, handle: ADMIN_PAGES },
  { path: 'admin/surveys', lazy: surveysScreen, handle: ADMIN_PAGES },
  { path: 'admin/analytics', lazy: analyticsScreen, handle: ADMIN_PAGES },
  { path: 'admin/usage', lazy: usageScreen, handle: ADMIN_PAGES },
  { path: 'admin/news', lazy: newsAdminScreen, handle: ADMIN_PAGES },
  // Answering is for every member asked; the API refuses anyone else.
  { path: 'surveys/:surveyId', lazy: surveyAnswerScreen },
  { path: 'admin/settings', lazy: companySettingsScreen, handle: ADMIN_PAGES },
  { path: 'admin/notifications', lazy: notificationsScreen, handle: NOTIFICATION_PAGES },
  { path: 'admin/billing', lazy: billingScreen, handle: ADMIN_PAGES },
  { path: 'admin/billing/management', lazy: billingManagementScreen, handle: ADMIN_PAGES },
  { path: 'admin/billing/invoices', lazy: invoicesScreen, handle: ADMIN_PAGES },
  { path: 'admin/billing/success', lazy: billingSuccessScreen, handle: ADMIN_PAGES },
  { path: '*', lazy: companyPageNotFound },
];

/** Behind the route guard, inside the app's frame: docs/product/routes.md#signed-in-routes. */
const guardedRoutes: RouteObject[] = [
  {
    lazy: signedInLayout,
    children: [
      { path: 'dashboard', lazy: dashboardScreen },
      { path: 'panel-lider', lazy: leaderPanelScreen },
      // docs/product/trainings-and-careers.md.
      { path: 'training-catalog', lazy: trainingCatalogScreen },
      { path: 'trainings', lazy: trainingsScreen },
      { path: 'my-trainings', lazy: myTrainingsScreen },
      { path: 'career-plan', lazy: careerPlanScreen },
      // Talent: docs/product/evaluations.md.
      { path: 'evaluations', lazy: evaluationsScreen },
      { path: 'observations', lazy: observationsScreen },
      // A person's own space, in a company or not: docs/product/personal-wellbeing.md.
      { path: 'notes', lazy: notesScreen },
      { path: 'wellbeing', lazy: wellbeingScreen },
      { path: 'wrap', lazy: wrapScreen },
      // Between colleagues of a company: docs/product/leave.md and docs/product/recognitions.md.
      { path: 'leave', lazy: leaveScreen },
      { path: 'recognitions', lazy: recognitionsScreen },
      { path: 'points', lazy: pointsScreen },
      // docs/product/support.md and docs/product/news.md.
      { path: 'support', lazy: supportScreen },
      { path: 'news', lazy: newsScreen },
      { path: 'news/:articleId', lazy: newsArticleScreen },
      // The upgrade button's target: docs/product/billing.md#the-billing-pages.
      { path: 'billing', lazy: billingRedirect },
      // What usage is collected and why: docs/product/usage-analytics.md.
      { path: 'privacy/usage', lazy: usagePrivacyScreen },
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

/**
 * The screens the address shows, loaded before the router starts, so its first render is the
 * screen itself (or, for a page that arrived prerendered, the page already on screen), not the
 * loading fallback.
 */
export async function loadScreensOf(location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

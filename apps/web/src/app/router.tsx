import { lazy, useEffect } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { routeTitle, type RouteTitle } from '../i18n/route-titles';
import { RedirectIfSignedIn, RequireAuth, RequireOnboarded } from './guards';
import { RootLayout } from './root-layout';
import { NotFoundPage } from './routes/not-found';
import { QuickAddRedirectPage } from './routes/quick-add-redirect';

/**
 * Every page is its own chunk, loaded when its route is first shown (a prerendered page's HTML
 * preloads its chunk: scripts/prerender.mjs). A new page: a `named(() => import(…), 'Page')` line
 * here and a route below, with its title.
 */
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  // No module: its chunk was gone after a deploy and the page is reloading (lib/pwa/stale-chunk-reload.ts);
  // the spinner stays until then.
  lazy(() => load().then((m) => (m ? { default: m[name] } : new Promise<never>(() => undefined))));

const AuthPage = named(() => import('../features/auth/components/auth-page'), 'AuthPage');
const loadTodayPage = () => import('./routes/today-page');
const TodayPage = named(loadTodayPage, 'TodayPage');
const ResetPasswordPage = named(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage');
const ConfirmEmailPage = named(() => import('../features/auth/components/confirm-email-page'), 'ConfirmEmailPage');
const OnboardingPage = named(() => import('../features/onboarding/components/onboarding-page'), 'OnboardingPage');
const SettingsPage = named(() => import('../features/settings/components/settings-page'), 'SettingsPage');
const EnergyProfilePage = named(() => import('../features/energy-profile/components/energy-profile-page'), 'EnergyProfilePage');
const InstallPage = named(() => import('../features/install/components/install-page'), 'InstallPage');
const PrivacyPolicyPage = named(() => import('../features/legal/components/privacy-policy-page'), 'PrivacyPolicyPage');
const TermsOfServicePage = named(() => import('../features/legal/components/terms-of-service-page'), 'TermsOfServicePage');
const CurrentFlowPage = named(() => import('../features/current-flow/components/current-flow-page'), 'CurrentFlowPage');
const PlanningPage = named(() => import('../features/planning/components/planning-page'), 'PlanningPage');
const CoFlowPage = named(() => import('../features/co-flow-overview/components/co-flow-page'), 'CoFlowPage');
const CoFlowMapPage = named(() => import('../features/co-flow/components/co-flow-page'), 'CoFlowMapPage');
const SchedulePage = named(() => import('../features/schedule/components/schedule-page'), 'SchedulePage');
const ScheduleWithPage = named(() => import('../features/schedule/components/schedule-with-page'), 'ScheduleWithPage');
const InsightsPage = named(() => import('../features/insights/components/insights-page'), 'InsightsPage');
const TasksPage = named(() => import('../features/tasks/components/tasks-page'), 'TasksPage');
const GoogleCallbackPage = named(() => import('../features/calendar/components/google-callback-page'), 'GoogleCallbackPage');
const MicrosoftCallbackPage = named(() => import('../features/calendar/components/google-callback-page'), 'MicrosoftCallbackPage');

/**
 * A returning person's Today is the page that must paint fastest (issue 39): its chunk is fetched while
 * the app starts and the session refreshes, not after the session answered. It is the route's own page
 * chunk, already counted in the route's initial JavaScript.
 */
export function preloadPageOf(pathname: string): void {
  if (pathname === paths.today) void loadTodayPage().catch(() => undefined);
}

/** Page titles, in English (the other languages: i18n/route-titles.ts), set by `AppRoutes` in the language on screen. */
export interface RouteHandle {
  title?: RouteTitle;
}
const titled = (title: RouteTitle) => ({ handle: { title } satisfies RouteHandle });

/** The routes of spec section 2. Guards: signed out → /auth; not onboarded → /onboarding. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <RedirectIfSignedIn />, children: [{ path: paths.auth, element: <AuthPage />, ...titled('Sign in') }] },
      { path: paths.resetPassword, element: <ResetPasswordPage />, ...titled('Reset password') },
      { path: paths.confirmEmail, element: <ConfirmEmailPage />, ...titled('Confirm your e-mail') },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage />, ...titled('Privacy Policy') },
      { path: paths.termsOfService, element: <TermsOfServicePage />, ...titled('Terms of Service') },
      { path: paths.install, element: <InstallPage />, ...titled('Install') },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.onboarding, element: <OnboardingPage />, ...titled('Welcome') },
          { path: paths.settings, element: <SettingsPage />, ...titled('Settings') },
          { path: paths.energyProfile, element: <EnergyProfilePage />, ...titled('Energy Profile') },
          { path: paths.googleCallback, element: <GoogleCallbackPage />, ...titled('Connecting your calendar') },
          { path: paths.microsoftCallback, element: <MicrosoftCallbackPage />, ...titled('Connecting your calendar') },
          {
            element: <RequireOnboarded />,
            children: [
              { path: paths.today, element: <TodayPage />, ...titled('Today') },
              { path: paths.flow, element: <CurrentFlowPage />, ...titled('Current Flow') },
              { path: paths.coflow, element: <CoFlowPage />, ...titled('CoFlow') },
              { path: paths.quickAdd, element: <QuickAddRedirectPage />, ...titled('Redirecting to Quick Add...') },
              { path: paths.planning, element: <PlanningPage />, ...titled('Planning') },
              { path: paths.schedule, element: <SchedulePage />, ...titled('Schedule') },
              { path: paths.scheduleWith, element: <ScheduleWithPage />, ...titled('Schedule together') },
              { path: paths.coFlow, element: <CoFlowMapPage />, ...titled('Co-Flow') },
              { path: paths.insights, element: <InsightsPage />, ...titled('Insights') },
              { path: paths.tasks, element: <TasksPage />, ...titled('Tasks') },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage />, ...titled('Page not found') },
    ],
  },
];

/**
 * The routes inside a <BrowserRouter>. The declarative router is a third of the data router's
 * JavaScript (no loaders or actions here); the root layout catches page errors, and the title of the
 * deepest matched route names the document.
 */
export function AppRoutes() {
  const location = useLocation();
  // Re-rendered when the language changes: the title follows it.
  useTranslation();
  const english = matchRoutes(routes, location)
    ?.map((match) => (match.route.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  const title = english && routeTitle(english);
  useEffect(() => {
    document.title = title ? `${title} · FLOW` : 'FLOW';
  }, [title]);
  return useRoutes(routes, location);
}

/** The plans of docs/product/companies-and-plans.md#plans; prices are monthly, deliberately no currency. */
export const PLAN_TYPES = ['starter', 'professional', 'scaleUp', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const FEATURE_FLAGS = [
  'aiInsights',
  'customReports',
  'prioritySupport',
  'videoTraining',
  'basicAnalytics',
  'advancedAnalytics',
  'enterpriseAnalytics',
  'apiAccess',
  'sso',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** -1 means unlimited. */
export const UNLIMITED_EMPLOYEES = -1;

export interface PlanFeatures extends Record<FeatureFlag, boolean> {
  maxEmployees: number;
}

export interface Plan {
  type: PlanType;
  name: string;
  pricePerMonth: number;
  billing: 'monthly';
  isPopular: boolean;
  features: PlanFeatures;
}

const NO_FEATURES: Record<FeatureFlag, boolean> = {
  aiInsights: false,
  customReports: false,
  prioritySupport: false,
  videoTraining: false,
  basicAnalytics: false,
  advancedAnalytics: false,
  enterpriseAnalytics: false,
  apiAccess: false,
  sso: false,
};

const STARTER = { ...NO_FEATURES, videoTraining: true, basicAnalytics: true };
const PROFESSIONAL = { ...STARTER, aiInsights: true, customReports: true, advancedAnalytics: true };
const SCALE_UP = { ...PROFESSIONAL, prioritySupport: true, enterpriseAnalytics: true };
const ENTERPRISE = { ...SCALE_UP, apiAccess: true, sso: true };

export const PLAN_CATALOGUE: Record<PlanType, Plan> = {
  starter: {
    type: 'starter',
    name: 'Starter',
    pricePerMonth: 200,
    billing: 'monthly',
    isPopular: false,
    features: { ...STARTER, maxEmployees: 25 },
  },
  professional: {
    type: 'professional',
    name: 'Professional',
    pricePerMonth: 399,
    billing: 'monthly',
    isPopular: true,
    features: { ...PROFESSIONAL, maxEmployees: 100 },
  },
  scaleUp: {
    type: 'scaleUp',
    name: 'Scale Up',
    pricePerMonth: 599,
    billing: 'monthly',
    isPopular: false,
    features: { ...SCALE_UP, maxEmployees: 250 },
  },
  enterprise: {
    type: 'enterprise',
    name: 'Enterprise',
    pricePerMonth: 999,
    billing: 'monthly',
    isPopular: false,
    features: { ...ENTERPRISE, maxEmployees: UNLIMITED_EMPLOYEES },
  },
};

export const PLANS_IN_ORDER: readonly Plan[] = PLAN_TYPES.map((type) => PLAN_CATALOGUE[type]);

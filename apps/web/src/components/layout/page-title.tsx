import { useTranslation } from 'react-i18next';
import type { Resources } from '../../locales/resources';
import esCommon from '../../locales/es/common.json';

type CommonTexts = Resources['common'];
export type PageName = keyof CommonTexts['pages'];
/** The pages anyone may reach from a search or a shared link: they describe themselves too. */
type DescribedPage = keyof CommonTexts['pageDescriptions'];

function isDescribed(page: PageName): page is DescribedPage {
  return Object.hasOwn(esCommon.pageDescriptions, page);
}

/**
 * A screen's document title and, on a public page, its meta description, in the language being
 * read: docs/decisions/011-page-titles.md. React places both in <head>, when rendering on the
 * server as in the browser, and rewrites them when the language changes.
 */
export function PageTitle({ page }: { page: PageName }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('pageTitle', { page: t(`pages.${page}`) })}</title>
      {isDescribed(page) ? <meta name="description" content={t(`pageDescriptions.${page}`)} /> : null}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useFeaturedNews } from '../api/featured-news';

/** The company's newest featured article on its home, when it has one. */
export function FeaturedNews({ slug }: { slug: string }) {
  const { t } = useTranslation('company');
  const featured = useFeaturedNews(slug);
  if (featured.isError) return <p className="text-sm text-fg-muted">{t('home.newsFailed')}</p>;
  if (!featured.data) return null;
  return (
    <section aria-labelledby="company-featured-news">
      <Card className="grid gap-2 border-primary">
        <h2 id="company-featured-news" className="text-sm font-semibold tracking-wide text-primary uppercase">
          {t('home.featuredNews')}
        </h2>
        <Link
          to={`/news/${encodeURIComponent(featured.data.id)}`}
          className="text-lg font-semibold text-fg hover:underline"
        >
          {featured.data.title}
        </Link>
        {featured.data.excerpt ? <p className="text-fg-muted">{featured.data.excerpt}</p> : null}
      </Card>
    </section>
  );
}

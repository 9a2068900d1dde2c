/** Info: published categories as tiles; a tile opens its topics; a topic opens its page. */
import { useEffect } from 'react';
import type { TGuestGuide } from '@guidebook/contract';
import { useMessages } from '../i18n/i18n.ts';
import type { View } from '../lib/route.ts';
import { CategoryIcon } from './category-icon.tsx';
import { FeedbackPanel, FeedbackView } from './feedback-view.tsx';
import { PreviewMarks } from './preview-marks.tsx';
import { TopicContent } from './topic-content.tsx';
import { UiIcon } from './ui-icon.tsx';

type Props = { guide: TGuestGuide; view: View };

/** Loads the icon font when the tiles are first shown. */
export function useIconFont(): void {
  useEffect(() => {
    void import('../lib/icon-font.ts');
  }, []);
}

function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="back-link" href={href}>
      <UiIcon name="chevron-left" />
      {label}
    </a>
  );
}

export function InfoTab({ guide, view }: Props) {
  useIconFont();
  const { t } = useMessages();
  const category = view.categoryId === null ? null : guide.categories.find((c) => c.id === view.categoryId);
  const topic = category && view.topicId !== null ? category.topics.find((t) => t.id === view.topicId) : null;
  // A personal link after the stay: the Thank You & Feedback page, also when the host has no such category.
  const thanks = guide.categories.find((c) => c.kind === 'thanks');

  if (view.feedback) return <FeedbackView guide={guide} />;

  if (category && topic) {
    return (
      <>
        <BackLink href={`#info/${category.id}`} label={category.name} />
        <TopicContent topic={topic} />
      </>
    );
  }

  if (category) {
    return (
      <section aria-labelledby="category-title">
        <BackLink href="#info" label={t('allInformation')} />
        <h2 id="category-title" className="view-title with-icon">
          <CategoryIcon markup={category.icon} />
          <span>
            {category.name}
            <PreviewMarks item={category} />
          </span>
        </h2>
        {category.description && <p className="muted">{category.description}</p>}
        {category.kind === 'thanks' && guide.feedback && <FeedbackPanel guide={guide} />}
        {category.topics.length === 0 ? (
          <p className="empty">{t('noTopics')}</p>
        ) : (
          <ul className="topic-list">
            {category.topics.map((t) => (
              <li key={t.id}>
                <a className="topic-link" href={`#info/${category.id}/${t.id}`}>
                  {t.thumb_path && (
                    <img src={`/api${t.thumb_path}`} alt="" width={56} height={56} loading="lazy" decoding="async" />
                  )}
                  <span>
                    <span className="topic-link-name">
                      {t.name}
                      <PreviewMarks item={t} />
                    </span>
                    {t.description && <span className="topic-link-description">{t.description}</span>}
                  </span>
                  <UiIcon name="chevron-right" className="topic-link-chevron" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="info-title">
      <h2 id="info-title" className="view-title">
        {t('tabInfo')}
      </h2>
      {guide.categories.length === 0 && !guide.feedback ? (
        <p className="empty">{t('noCategories')}</p>
      ) : (
        <ul className="tiles">
          {guide.categories.map((c) => (
            <li key={c.id}>
              <a className="tile" href={`#info/${c.id}`}>
                <CategoryIcon markup={c.icon} />
                <span className="tile-name">{c.name}</span>
                <PreviewMarks item={c} />
              </a>
            </li>
          ))}
          {guide.feedback && !thanks && (
            <li>
              <a className="tile" href="#feedback">
                <CategoryIcon markup='<i class="fa-solid fa-heart"></i>' />
                <span className="tile-name">{t('feedbackTitle')}</span>
              </a>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

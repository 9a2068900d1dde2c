/**
 * The Help Center's front page: a search box, then every article by section, or while a
 * query is typed the matching articles (title hits first) with the matches marked. The texts are
 * those of the Help Center's language; an article shown in English is marked lang="en".
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { helpArticlePath } from '../../../components/help-link.tsx';
import type { HelpArticle, HelpArticles } from '../articles.ts';
import { indexArticles, searchArticles, type HelpSearchHit } from '../search.ts';
import { ArticleIcon } from './article-icon.tsx';
import { MarkedText } from './marked-text.tsx';
import classes from './help-center.module.css';
import { t } from '../../../lib/i18n/admin-i18n.ts';

/** The language of an article's texts when it is not the page's: English, not translated yet. */
const langOf = (article: HelpArticle) => (article.untranslated ? 'en' : undefined);

function ArticleCard({ article }: { article: HelpArticle }) {
  return (
    <Card
      component={Link}
      to={helpArticlePath(article.id)}
      withBorder
      padding="md"
      className={classes.card}
      lang={langOf(article)}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ArticleIcon id={article.id} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} fz="md" className={classes.cardTitle}>
            {article.title}
          </Title>
          <Text size="sm" c="dimmed">
            {article.summary}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

function ResultCard({ hit, query }: { hit: HelpSearchHit; query: string }) {
  return (
    <Card
      component={Link}
      to={helpArticlePath(hit.article.id, query)}
      state={{ fromList: true }}
      withBorder
      padding="md"
      className={classes.card}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ArticleIcon id={hit.article.id} size={32} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} fz="md" className={classes.cardTitle} lang={langOf(hit.article)}>
              <MarkedText text={hit.article.title} ranges={hit.titleRanges} />
            </Title>
            <Badge variant="light" color="gray" size="sm">
              {hit.article.section}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" lang={langOf(hit.article)}>
            <MarkedText text={hit.snippet.text} ranges={hit.snippet.ranges} />
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

function NoResults({
  query,
  suggestions,
  onSuggest,
}: {
  query: string;
  suggestions: string[];
  onSuggest: (q: string) => void;
}) {
  return (
    <Paper withBorder p="lg">
      <Text fw={600}>{t('help.noArticlesMatchQuery', { query })}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t('help.checkTheSpellingOrTry')}
      </Text>
      <Group gap="xs" mt="sm">
        {suggestions.map((s) => (
          <Button key={s} variant="light" size="compact-sm" onClick={() => onSuggest(s)}>
            {s}
          </Button>
        ))}
        <Button variant="subtle" size="compact-sm" onClick={() => onSuggest('')}>
          {t('help.showAllArticles')}
        </Button>
      </Group>
    </Paper>
  );
}

export function ArticleList({
  help,
  initialQuery,
  onQueryChange,
}: {
  /** The Help Center in the host's language. */
  help: HelpArticles;
  initialQuery: string;
  onQueryChange: (q: string) => void;
}) {
  const [query, setQuery] = useState(initialQuery);
  const deferred = useDeferredValue(query);
  const index = useMemo(() => indexArticles(help.articles), [help]);
  const hits = useMemo(() => searchArticles(index, deferred), [index, deferred]);
  const searching = deferred.trim().length > 0;
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);

  // The query lives in the address too (replacing, not adding, history entries), so Back from
  // an article returns to the same results.
  useEffect(() => onQueryChange(deferred.trim()), [deferred, onQueryChange]);

  const set = (q: string) => {
    setQuery(q);
    input.current?.focus();
  };

  return (
    <>
      <PageHeader title={t('help.helpCenter')} description={MESSAGES.admin.helpCenterText} />
      <Stack gap="lg">
        <form
          role="search"
          aria-label={t('help.helpArticles')}
          onSubmit={(e) => {
            e.preventDefault();
            const first = hits[0];
            if (first) navigate(helpArticlePath(first.article.id, deferred.trim()), { state: { fromList: true } });
          }}
        >
          <TextInput
            ref={input}
            type="search"
            size="md"
            label={t('help.searchTheHelpArticles')}
            placeholder={t('help.tryQrInvitationOffline')}
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={
              query ? <CloseButton aria-label={t('help.clearTheSearch')} onClick={() => set('')} size="sm" /> : null
            }
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && query) {
                e.preventDefault();
                setQuery('');
              }
            }}
            autoComplete="off"
            spellCheck={false}
            maw={640}
          />
        </form>

        {/* With no results the message below says so; the count is still announced. */}
        <Text
          size="sm"
          c="dimmed"
          role="status"
          aria-live="polite"
          className={searching && hits.length > 0 ? undefined : classes.hidden}
        >
          {searching ? t('help.articlesMatch', { count: hits.length, query: deferred.trim() }) : ''}
        </Text>

        {searching ? (
          hits.length === 0 ? (
            <NoResults query={deferred.trim()} suggestions={help.suggestions} onSuggest={set} />
          ) : (
            <Stack component="ul" gap="sm" className={classes.plainList} aria-label={t('help.searchResults')}>
              {hits.map((hit) => (
                <li key={hit.article.id}>
                  <ResultCard hit={hit} query={deferred.trim()} />
                </li>
              ))}
            </Stack>
          )
        ) : (
          help.sections.map((section) => (
            <section key={section.id} aria-labelledby={`help-section-${section.id}`}>
              <Title order={2} fz="h4" mb="sm" id={`help-section-${section.id}`}>
                {section.name}
              </Title>
              <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" className={classes.plainList}>
                {help.articles
                  .filter((a) => a.section === section.name)
                  .map((article) => (
                    <li key={article.id}>
                      <ArticleCard article={article} />
                    </li>
                  ))}
              </SimpleGrid>
            </section>
          ))
        )}
      </Stack>
    </>
  );
}

/**
 * The Help Center's front page: a search box, then every article by section, or while a
 * query is typed the matching articles (title hits first) with the matches marked.
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
import { HELP_ARTICLES, HELP_SECTIONS, type HelpArticle } from '../articles.ts';
import { indexArticles, searchArticles, type HelpSearchHit } from '../search.ts';
import { ArticleIcon } from './article-icon.tsx';
import { MarkedText } from './marked-text.tsx';
import classes from './help-center.module.css';
import { t } from '../../../lib/i18n/admin-i18n.ts';

/** Offered when a search finds nothing: each finds a different article. */
const SUGGESTIONS = ['QR', 'invitation', 'offline', 'images', 'map'];

function ArticleCard({ article }: { article: HelpArticle }) {
  return (
    <Card component={Link} to={helpArticlePath(article.id)} withBorder padding="md" className={classes.card}>
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
            <Title order={3} fz="md" className={classes.cardTitle}>
              <MarkedText text={hit.article.title} ranges={hit.titleRanges} />
            </Title>
            <Badge variant="light" color="gray" size="sm">
              {hit.article.section}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <MarkedText text={hit.snippet.text} ranges={hit.snippet.ranges} />
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

function NoResults({ query, onSuggest }: { query: string; onSuggest: (q: string) => void }) {
  return (
    <Paper withBorder p="lg">
      <Text fw={600}>{t('help.noArticlesMatchQuery', { query })}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t('help.checkTheSpellingOrTry')}
      </Text>
      <Group gap="xs" mt="sm">
        {SUGGESTIONS.map((s) => (
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
  initialQuery,
  onQueryChange,
}: {
  initialQuery: string;
  onQueryChange: (q: string) => void;
}) {
  const [query, setQuery] = useState(initialQuery);
  const deferred = useDeferredValue(query);
  const index = useMemo(() => indexArticles(HELP_ARTICLES), []);
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
            <NoResults query={deferred.trim()} onSuggest={set} />
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
          HELP_SECTIONS.map((section) => (
            <section key={section} aria-labelledby={`help-section-${section}`}>
              <Title order={2} fz="h4" mb="sm" id={`help-section-${section}`}>
                {section}
              </Title>
              <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" className={classes.plainList}>
                {HELP_ARTICLES.filter((a) => a.section === section).map((article) => (
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

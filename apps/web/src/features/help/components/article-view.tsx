/**
 * One help article: its blocks (text, steps, lists, tips, screenshots), a button to the screen
 * where the work is done, and related articles. The words of the search that led here are marked.
 * An article not translated into the host's language yet is shown in English (marked lang="en")
 * under a note in the host's language.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconBulb, IconLanguage } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { helpArticlePath } from '../../../components/help-link.tsx';
import { ROUTES } from '../../../lib/paths.ts';
import type { HelpArticle, HelpArticles, HelpBlock } from '../articles.ts';
import { queryTerms } from '../search.ts';
import { ArticleText } from './marked-text.tsx';
import classes from './help-center.module.css';
import { t } from '../../../lib/i18n/admin-i18n.ts';

function Block({ block, terms }: { block: HelpBlock; terms: readonly string[] }) {
  switch (block.kind) {
    case 'text':
      return (
        <Text>
          <ArticleText text={block.text} terms={terms} />
        </Text>
      );
    case 'steps':
    case 'list':
      return (
        <List type={block.kind === 'steps' ? 'ordered' : 'unordered'} spacing="xs" withPadding>
          {block.items.map((item) => (
            <List.Item key={item}>
              <ArticleText text={item} terms={terms} />
            </List.Item>
          ))}
        </List>
      );
    case 'tip':
      return (
        <Alert variant="light" color="blue" icon={<IconBulb aria-hidden />} title={t('help.tip')}>
          <ArticleText text={block.text} terms={terms} />
        </Alert>
      );
    case 'image':
      return (
        <figure className={classes.figure}>
          <img
            className={classes.shot}
            src={block.image.src}
            alt={block.image.alt}
            width={block.image.width}
            height={block.image.height}
            loading="lazy"
            decoding="async"
          />
          {block.image.caption ? (
            <Text component="figcaption" size="sm" c="dimmed" mt={6}>
              {block.image.caption}
            </Text>
          ) : null}
        </figure>
      );
  }
}

/** Text of an article shown in English, marked as English for screen readers and hyphenation. */
function English({ article, children }: { article: HelpArticle; children: ReactNode }) {
  return article.untranslated ? <span lang="en">{children}</span> : children;
}

function Related({ help, ids }: { help: HelpArticles; ids: string[] }) {
  const articles = ids.map((id) => help.find(id)).filter((a): a is HelpArticle => a !== undefined);
  if (articles.length === 0) return null;
  return (
    <nav aria-labelledby="help-related">
      <Title order={2} fz="h5" mb="xs" id="help-related">
        {t('help.relatedArticles')}
      </Title>
      <List spacing={6} listStyleType="none" className={classes.plainList}>
        {articles.map((a) => (
          <List.Item key={a.id}>
            <Anchor component={Link} to={helpArticlePath(a.id)}>
              <English article={a}>{a.title}</English>
            </Anchor>
          </List.Item>
        ))}
      </List>
    </nav>
  );
}

export function ArticleView({
  help,
  article,
  query,
}: {
  /** The Help Center in the host's language. */
  help: HelpArticles;
  article: HelpArticle;
  query: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  const listPath = query ? `${ROUTES.helpCenter}?q=${encodeURIComponent(query)}` : ROUTES.helpCenter;
  const terms = queryTerms(query);
  const top = useRef<HTMLDivElement>(null);

  // A new article starts at its top, and keyboard and screen-reader users land on its title.
  useEffect(() => {
    window.scrollTo(0, 0);
    const heading = top.current?.querySelector('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.classList.add(classes.heading as string);
      heading.focus({ preventScroll: true });
    }
  }, [article.id]);

  return (
    <div ref={top}>
      <PageHeader
        title={<English article={article}>{article.title}</English>}
        crumbs={[{ label: t('help.helpCenter'), to: listPath }, { label: article.title }]}
        description={<English article={article}>{article.summary}</English>}
        actions={
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => (fromList ? navigate(-1) : navigate(listPath))}
          >
            {t('help.allArticles')}
          </Button>
        }
      />
      <Stack gap="lg" className={classes.article}>
        {article.untranslated ? (
          <Alert variant="light" color="gray" icon={<IconLanguage aria-hidden />}>
            {help.notTranslated}
          </Alert>
        ) : null}
        <Paper
          withBorder
          p={{ base: 'md', sm: 'xl' }}
          component="article"
          aria-label={article.title}
          lang={article.untranslated ? 'en' : undefined}
        >
          <Stack gap="md">
            {article.blocks.map((block, i) => (
              <Block key={i} block={block} terms={terms} />
            ))}
          </Stack>
          {article.action ? (
            <Group mt="xl">
              <Button component={Link} to={article.action.to} rightSection={<IconArrowRight size={16} aria-hidden />}>
                {article.action.label}
              </Button>
            </Group>
          ) : null}
        </Paper>
        <Related help={help} ids={article.related} />
      </Stack>
    </div>
  );
}

export function UnknownArticle() {
  return (
    <>
      <PageHeader
        title={t('help.helpCenter')}
        crumbs={[{ label: t('help.helpCenter'), to: ROUTES.helpCenter }, { label: t('layout.articleCrumb') }]}
      />
      <Alert color="yellow" title={t('help.thisHelpArticleDoesNot')}>
        <Text size="sm">{t('help.theLinkMayBeOut')}</Text>
        <Button component={Link} to={ROUTES.helpCenter} variant="light" size="xs" mt="sm">
          {t('help.showAllArticles')}
        </Button>
      </Alert>
    </>
  );
}

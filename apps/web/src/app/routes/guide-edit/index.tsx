/**
 * /digital-guides/:id/edit: "Updating Guide: {title}", breadcrumb Digital Guides > Edit,
 * eight tabs. The Content tab (and with it the rich-text editor) loads only when opened; it shows
 * the shared topics placed in the guide (features/shared-topics), and Details the guide's property values.
 * Details and Content show the phone preview of the guest guide beside them from 1200 px
 * (kept mounted between the two), and a button that opens it above them on narrower screens.
 */
import { lazy, Suspense } from 'react';
import { Alert, Button, Center, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { toast } from '../../../components/ui/dialogs.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { loadChunk } from '../../../lib/lazy-chunk.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { usePermission } from '../../../lib/permissions.ts';
import { useGuide } from '../../../features/guides/api/select-guide.ts';
import { useModifyGuide } from '../../../features/guides/api/modify-guide.ts';
import { guidesKey } from '../../../features/guides/api/list-guides.ts';
import { GuideForm } from '../../../features/guides/components/guide-form.tsx';
import { PhonePreview, PhonePreviewToggle } from '../../../features/guides/components/phone-preview.tsx';
import { LanguagesPanel } from '../../../features/guides/components/languages-panel.tsx';
import { toGuideFormValues, toGuidePayload } from '../../../features/guides/validation.ts';
import { BrandingPanel } from './branding-panel.tsx';
import { ImageManager } from '../../../features/files/components/image-manager.tsx';
import { ValuesPanel } from '../../../features/shared-topics/components/values-panel.tsx';
import { AddSharedTopic, PlacementActions } from '../../../features/shared-topics/components/placement.tsx';
import type { SharedTopicSlots } from '../../../features/categories/shared-slots.ts';
import classes from './guide-edit.module.css';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const ContentTab = lazy(() =>
  loadChunk('content-tab', () => import('../../../features/categories/components/content-tab.tsx')).then((m) => ({
    default: m.ContentTab,
  })),
);

const QuickShareTab = lazy(() =>
  loadChunk('quick-share-tab', () => import('../../../features/share/components/quick-share-tab.tsx')).then((m) => ({
    default: m.QuickShareTab,
  })),
);

const AnalyticsTab = lazy(() =>
  loadChunk('analytics-tab', () => import('../../../features/analytics/components/analytics-tab.tsx')).then((m) => ({
    default: m.AnalyticsTab,
  })),
);

// The chunk id stays 'data-tab': it is part of the user-visible 'Loading chunk {id} failed'.
const GuideTransferTab = lazy(() =>
  loadChunk('data-tab', () => import('../../../features/guide-transfer/components/guide-transfer-tab.tsx')).then(
    (m) => ({
      default: m.GuideTransferTab,
    }),
  ),
);

const MapTab = lazy(() =>
  loadChunk('map-tab', () => import('../../../features/maps/components/map-tab.tsx')).then((m) => ({
    default: m.MapTab,
  })),
);

const CalendarTab = lazy(() =>
  loadChunk('calendar-tab', () => import('../../../features/calendar-feeds/components/calendar-tab.tsx')).then((m) => ({
    default: m.CalendarTab,
  })),
);

const FeedbackTab = lazy(() =>
  loadChunk('feedback-tab', () => import('../../../features/feedback/components/feedback-tab.tsx')).then((m) => ({
    default: m.FeedbackTab,
  })),
);

const TABS = [
  {
    value: 'details',
    get label() {
      return t('guideEdit.details');
    },
  },
  {
    value: 'content',
    get label() {
      return t('guideEdit.content');
    },
  },
  {
    value: 'map',
    get label() {
      return t('guideEdit.map');
    },
  },
  {
    value: 'calendar',
    get label() {
      return t('calendar.tab');
    },
  },
  {
    value: 'feedback',
    get label() {
      return t('feedback.tab');
    },
  },
  {
    value: 'quick-share',
    get label() {
      return t('guideEdit.quickShare');
    },
  },
  {
    value: 'data',
    get label() {
      return t('guideEdit.data');
    },
  },
  {
    value: 'analytics',
    get label() {
      return t('guideEdit.analytics');
    },
  },
] as const;

const LATER: Record<string, string> = {};

/** The tabs whose edits the phone preview shows. */
const PREVIEWED_TABS: readonly string[] = ['details', 'content'];
/** Mantine's lg breakpoint (1200 px): from here the preview sits beside the tab. */
const PREVIEW_BESIDE = '(min-width: 75em)';

/** The Content tab's shared topics (features/shared-topics) in the categories feature's tab. */
const sharedSlots = (guideId: number): SharedTopicSlots => ({
  renderAdd: (categoryId) => <AddSharedTopic guideId={guideId} categoryId={categoryId} />,
  renderActions: (topic) => <PlacementActions topic={topic} />,
});

function Loading() {
  return (
    <Center py="xl">
      <Loader aria-label={t('guideEdit.loading')} />
    </Center>
  );
}

export default function GuideEditPage() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as string) : 'details';
  const guide = useGuide(id);
  const modify = useModifyGuide();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = usePermission('guides.write');
  const canShare = usePermission('share.write');
  const previewBeside = useMediaQuery(PREVIEW_BESIDE, false, { getInitialValueInEffect: false });
  const previewed = PREVIEWED_TABS.includes(tab);
  // Import and Duplicate make a new guide: the list learns of it, and its edit screen opens.
  const openNewGuide = (created: { id_guide: number }) => {
    void queryClient.invalidateQueries({ queryKey: guidesKey });
    navigate(ROUTES.guideEdit(created.id_guide));
  };
  const crumbs = [{ label: t('guideEdit.digitalGuides'), to: ROUTES.guides }, { label: t('guideEdit.edit') }];

  if (guide.isPending) return <Loading />;
  if (guide.isError) {
    return (
      <>
        <PageHeader title={t('guideEdit.updatingGuide')} crumbs={crumbs} />
        <Alert color="red" role="alert">
          {guide.error instanceof ApiError && guide.error.status === 404
            ? MESSAGES.guide.notFound
            : messageOf(guide.error)}
        </Alert>
        <Button component={Link} to={ROUTES.guides} mt="md" variant="default" leftSection={<IconArrowLeft size={16} />}>
          {t('guideEdit.goBack')}
        </Button>
      </>
    );
  }

  const g = guide.data;
  return (
    <>
      <PageHeader title={t('guideEdit.updatingGuideTitle', { title: g.title })} crumbs={crumbs} />
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== 'details' ? { tab: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <div className={previewed && previewBeside ? classes.split : undefined}>
          <div className={classes.panels}>
            <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
              {TABS.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {previewed && !previewBeside && <PhonePreviewToggle guideId={g.id_guide} />}
            <Tabs.Panel value="details">
              <Stack gap="lg">
                <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
                  <GuideForm
                    key={`${g.id_guide}-${g.date_modified}`}
                    initial={toGuideFormValues(g)}
                    submitLabel={t('layout.saveChanges')}
                    pendingLabel={t('layout.saving')}
                    pending={modify.isPending}
                    draftKey={`guide-details:${g.id_guide}`}
                    readOnly={!canWrite}
                    onSubmit={(values) =>
                      modify.mutateAsync({ ...toGuidePayload(values, g.id_map), id_guide: g.id_guide }).then(
                        () => toast.success(MESSAGES.guide.updated),
                        (error: unknown) => {
                          toast.error(messageOf(error));
                          throw error;
                        },
                      )
                    }
                  />
                </Paper>
                <LanguagesPanel guide={g} readOnly={!canWrite} />
                <ValuesPanel guide={g} readOnly={!canWrite} />
                <BrandingPanel guideId={g.id_guide} readOnly={!canShare} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="quick-share">
              <Suspense fallback={<Loading />}>
                <QuickShareTab
                  guideId={g.id_guide}
                  guideTitle={g.title}
                  defaultLanguage={g.default_language}
                  languages={g.languages}
                  hasWifi={Boolean(g.wifi_name)}
                />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="content">
              <Suspense fallback={<Loading />}>
                <ContentTab
                  guideId={g.id_guide}
                  guide={g}
                  renderImagePicker={(p) => <ImageManager {...p} />}
                  shared={sharedSlots(g.id_guide)}
                />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="map">
              <Suspense fallback={<Loading />}>
                <MapTab
                  guideId={g.id_guide}
                  activeMapId={g.id_map}
                  onGuidesChanged={() => void queryClient.invalidateQueries({ queryKey: guidesKey })}
                  onOpenMap={(map) => navigate(ROUTES.guidebookMap(map.id_map))}
                />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="calendar">
              <Suspense fallback={<Loading />}>
                <CalendarTab guideId={g.id_guide} defaultLanguage={g.default_language} />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="feedback">
              <Suspense fallback={<Loading />}>
                <FeedbackTab guideId={g.id_guide} />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="data">
              <Suspense fallback={<Loading />}>
                <GuideTransferTab guideId={g.id_guide} onOpenGuide={openNewGuide} />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="analytics">
              <Suspense fallback={<Loading />}>
                <AnalyticsTab guideId={g.id_guide} />
              </Suspense>
            </Tabs.Panel>
            {Object.entries(LATER).map(([value, text]) => (
              <Tabs.Panel key={value} value={value}>
                <Paper withBorder p="lg">
                  <Text>{text}</Text>
                </Paper>
              </Tabs.Panel>
            ))}
          </div>
          {previewed && previewBeside && (
            <aside className={classes.preview} aria-label={MESSAGES.admin.phonePreviewTitle}>
              <PhonePreview guideId={g.id_guide} />
            </aside>
          )}
        </div>
      </Tabs>
    </>
  );
}

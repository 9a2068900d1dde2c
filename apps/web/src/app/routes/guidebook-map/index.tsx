/**
 * /dashboard/guidebook-map?mid={map id}: the map editor. Go Back returns to where the
 * host came from (usually a guide's Map tab), or to the guides list.
 */
import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { useMap } from '../../../features/maps/api/maps.ts';
import { MapEditor } from '../../../features/maps/components/map-editor.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function GuidebookMapPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('mid'));
  const map = useMap(id);
  const navigate = useNavigate();
  const validId = Number.isInteger(id) && id > 0;
  const crumbs = [{ label: t('guidebookMap.digitalGuides'), to: ROUTES.guides }, { label: t('guidebookMap.map') }];
  const goBack = () => {
    // React Router numbers the entries of this tab's history: 0 means the editor was opened directly.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(ROUTES.guides);
  };
  const back = (
    <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
      {t('guidebookMap.goBack')}
    </Button>
  );

  if (validId && map.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('guidebookMap.loading')} />
      </Center>
    );
  if (!validId || map.isError || !map.data) {
    const notFound = !validId || (map.error instanceof ApiError && map.error.status === 404);
    return (
      <>
        <PageHeader title={t('guidebookMap.map')} crumbs={crumbs} actions={back} />
        <Alert color="red" role="alert">
          {notFound ? MESSAGES.map.notFound : messageOf(map.error)}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('guidebookMap.mapTitle', { title: map.data.title })} crumbs={crumbs} actions={back} />
      <MapEditor key={map.data.id_map} map={map.data} />
    </>
  );
}

/** /template: the invitation e-mail template with its placeholders and a live preview. */
import { MESSAGES } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { TemplateEditor } from '../../../features/invitations/components/template-editor.tsx';
import { useWorkspaceSlug } from '../../../features/white-label/api/workspace-slug.ts';
import { t } from '../../../lib/i18n/admin-i18n.ts';

export default function TemplatePage() {
  // The preview's sample link takes the workspace's readable-link shape once it is known.
  const linkPrefix = useWorkspaceSlug().data?.link_prefix ?? null;
  return (
    <>
      <PageHeader title={t('template.template')} description={MESSAGES.admin.templateText} />
      <TemplateEditor linkPrefix={linkPrefix} />
    </>
  );
}

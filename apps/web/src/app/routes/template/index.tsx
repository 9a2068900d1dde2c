/** /template: the invitation e-mail template with its placeholders and a live preview. */
import { MESSAGES } from '@guidebook/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { TemplateEditor } from '../../../features/invitations/components/template-editor.tsx';

export default function TemplatePage() {
  return (
    <>
      <PageHeader title="Template" description={MESSAGES.admin.templateText} />
      <TemplateEditor />
    </>
  );
}

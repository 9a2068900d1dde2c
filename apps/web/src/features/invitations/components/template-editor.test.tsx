// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { answerApi, ok, renderWithProviders, type SentCall } from '../../../lib/testing/render-form.tsx';
import { TemplateEditor } from './template-editor.tsx';

/** The template languages (English only) and a template whose body is the guest's link. */
const answers = (call: SentCall) =>
  call.path.startsWith('/invitations/template_languages')
    ? ok({ languages: ['en'], saved: [] })
    : ok({ subject: 'Your stay at {{guide_title}}', body: 'Open {{link}}', language: 'en', saved: false });

describe('the template preview’s sample link', () => {
  it('is a readable link under the workspace’s link name when it has one', async () => {
    answerApi(answers);
    renderWithProviders(<TemplateEditor linkPrefix="https://stay.casa-azul.example/" />);
    expect((await screen.findByTestId('preview-body')).textContent).toBe(
      'Open https://stay.casa-azul.example/seaside-cottage?invite=personal-code',
    );
  });

  it('is a share-code link on this site without a link name', async () => {
    answerApi(answers);
    renderWithProviders(<TemplateEditor linkPrefix={null} />);
    expect((await screen.findByTestId('preview-body')).textContent).toBe(
      `Open ${window.location.origin}/g/share-code?invite=personal-code`,
    );
  });
});

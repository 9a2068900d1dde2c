import { describe, expect, it } from 'vitest';
import { validateTopicDraft, validateTopicForm } from './topic-form.ts';

const ok = { name: 'Wi-Fi', content: '<p>The password is <strong>sunny</strong></p>', id_file_public: 7 };

describe('validateTopicForm', () => {
  it('passes a complete topic', () => {
    expect(validateTopicForm(ok)).toEqual({});
  });
  it('requires a title that is not only spaces', () => {
    expect(validateTopicForm({ ...ok, name: '   ' })).toEqual({ name: 'Title is required' });
  });
  it('treats the editor’s empty paragraph as no content', () => {
    for (const content of ['', '<p><br></p>', '<p><br></p><p><br/></p>', '<p>&nbsp;</p>']) {
      expect(validateTopicForm({ ...ok, content }).content, content).toBe('Content is required');
    }
  });
  it('asks for a featured image before sending', () => {
    expect(validateTopicForm({ ...ok, id_file_public: null })).toEqual({
      id_file_public: 'Please choose a featured image for this topic.',
    });
  });
  it('reports every missing field at once', () => {
    expect(Object.keys(validateTopicForm({ name: '', content: '<p><br></p>', id_file_public: null }))).toEqual([
      'name',
      'content',
      'id_file_public',
    ]);
  });
});

describe('validateTopicDraft', () => {
  const draft = { name: 'Wi-Fi', content: ok.content, status: '1', view: '1', category: '3', image: null };
  it('puts the featured image’s message under the image the form shows', () => {
    expect(validateTopicDraft(draft)).toEqual({ image: 'Please choose a featured image for this topic.' });
    expect(validateTopicDraft({ ...draft, image: { id: 7, url: '/x.png', name: 'x' } })).toEqual({});
  });
});

/**
 * The branding editor shared by a guide's Details tab and the workspace's Guide Branding screen:
 * logo and cover photo chosen with the image manager, one of five fonts (PT Sans default), a
 * colour (#ed8438 default), a preview, and Save.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { Button, ColorInput, Group, Image, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { BRANDING, MESSAGES, type TBranding } from '@guidebook/contract';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { toast } from '../../../components/ui/dialogs.tsx';
import { fileUrl, messageOf } from '../../../lib/api-client.ts';
import { brandFontFamily, loadBrandFontPreviews, textOnBrand } from '../brand-fonts.ts';
import { validateBranding, type BrandingFormValues, type LibraryImage } from '../branding-form.ts';
import { labelInSentence, t } from '../../../lib/i18n/admin-i18n.ts';

function savedImage(id: number | null, path: string | null, name: string): LibraryImage {
  return id && path ? { id, path, name } : null;
}

/** A library image of the branding (the logo, the cover photo): its preview, name, Choose/Change and Remove. */
function LibraryImageField(props: {
  label: string;
  image: LibraryImage;
  previewSize: { w: number; h: number };
  fit: 'contain' | 'cover';
  onChoose: () => void;
  onRemove: () => void;
  readOnly: boolean;
}) {
  const { label, image, previewSize, fit } = props;
  const noun = labelInSentence(label);
  return (
    <Group align="flex-start" gap="md">
      <Paper
        withBorder
        w={previewSize.w}
        h={previewSize.h}
        radius="md"
        style={{ display: 'grid', placeItems: 'center', overflow: 'hidden' }}
      >
        {image ? (
          <Image
            src={fileUrl(image.path)}
            alt={`${label}: ${image.name}`}
            fit={fit}
            w={previewSize.w - 2}
            h={previewSize.h - 2}
          />
        ) : (
          <IconPhoto size={40} color="var(--mantine-color-dimmed)" aria-hidden />
        )}
      </Paper>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {image ? image.name : t('guideEdit.noNounChosen', { noun })}
        </Text>
        <Group gap="xs" display={props.readOnly ? 'none' : undefined}>
          <Button variant="light" size="xs" onClick={props.onChoose}>
            {image ? t('guideEdit.changeNoun', { noun }) : t('guideEdit.chooseNoun', { noun })}
          </Button>
          {image && (
            <Button variant="subtle" color="gray" size="xs" onClick={props.onRemove}>
              {t('guideEdit.removeNoun', { noun })}
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

/** The library's image picker (the files feature's ImageManager, composed in by the route). */
export type ImagePicker = ComponentType<{
  opened: boolean;
  onClose: () => void;
  selectedId: number | null;
  onSave: (file: { id_file_public: number; path_file: string; name: string }) => void;
}>;

/** What the editor starts from: a guide's branding or the workspace's. */
export type BrandingValues = Pick<
  TBranding,
  'id_file_public' | 'logo_path' | 'id_file_cover' | 'cover_path' | 'font' | 'color'
>;

/**
 * The logo and cover photo (chosen with the image manager), the font, the colour and a preview as
 * the guest guide's header shows them, with a Save button: a guide's own branding and the
 * workspace's. `save` stores the values (its refusal is shown under the fields); `draftKey` keeps
 * the draft across tab switches.
 */
export function BrandingEditor({
  initial,
  draftKey,
  readOnly,
  saveLabel,
  save,
  saving,
  savedMessage,
  ImagePicker,
}: {
  initial: BrandingValues;
  draftKey: string;
  readOnly: boolean;
  saveLabel: string;
  save: (values: BrandingFormValues) => Promise<unknown>;
  saving: boolean;
  savedMessage: string;
  ImagePicker: ImagePicker;
}) {
  // A draft like every form's (use-form-draft.ts): kept across tab switches, asked about before leaving.
  const [saved] = useState<BrandingFormValues>(() => ({
    logo: savedImage(initial.id_file_public, initial.logo_path, t('guideEdit.currentLogo')),
    cover: savedImage(initial.id_file_cover, initial.cover_path, t('guideEdit.currentCoverPhoto')),
    font: initial.font || BRANDING.FONT,
    color: initial.color || BRANDING.COLOR,
  }));
  const draft = useFormDraft(saved, { key: draftKey, validate: validateBranding });
  const { logo, cover, font, color } = draft.values;
  const setImage = (which: 'logo' | 'cover', value: LibraryImage) => draft.setFieldValue(which, value);
  const [picking, setPicking] = useState<'logo' | 'cover' | null>(null);
  // A promise, not a mutation's callbacks: saving replaces the branding data, which remounts this
  // form (its key), and a mutation's callbacks never run for an unmounted component.
  const submit = draft.submitWith(
    (values) =>
      save(values).then(
        () => {
          draft.markSaved();
          toast.success(savedMessage);
        },
        (error: unknown) => {
          draft.showRefusal(error);
          toast.error(messageOf(error));
        },
      ),
    (found) => toast.error(String(Object.values(found)[0])),
  );
  // Each font's name in the list, the field and the preview is drawn in that font.
  useEffect(() => {
    void loadBrandFontPreviews();
  }, []);

  return (
    <Stack gap="md">
      <LibraryImageField
        label={t('guideEdit.logo')}
        image={logo}
        previewSize={{ w: 120, h: 120 }}
        fit="contain"
        onChoose={() => setPicking('logo')}
        onRemove={() => setImage('logo', null)}
        readOnly={readOnly}
      />
      <LibraryImageField
        label={t('guideEdit.coverPhoto')}
        image={cover}
        previewSize={{ w: 213, h: 120 }}
        fit="cover"
        onChoose={() => setPicking('cover')}
        onRemove={() => setImage('cover', null)}
        readOnly={readOnly}
      />
      <Text size="xs" c="dimmed" maw={480}>
        {MESSAGES.share.coverHint}
      </Text>
      {/* As the guest guide's header shows them: the font, and the colour with readable text on it. */}
      <Paper
        p="sm"
        radius="md"
        maw={320}
        style={{ background: color, color: textOnBrand(color), fontFamily: brandFontFamily(font) }}
      >
        <Text fw={700} fz="lg" inherit>
          {t('guideEdit.welcomeToYourStay')}
        </Text>
        <Text size="sm" inherit>
          {t('guideEdit.previewOfTheGuestGuides')}
        </Text>
      </Paper>
      <Select
        label={t('guideEdit.font')}
        data={[...BRANDING.FONTS]}
        {...draft.getInputProps('font')}
        disabled={readOnly}
        allowDeselect={false}
        renderOption={({ option }) => <span style={{ fontFamily: brandFontFamily(option.value) }}>{option.label}</span>}
        styles={{ input: { fontFamily: brandFontFamily(font) } }}
        maw={320}
      />
      <ColorInput
        label={t('guideEdit.colour')}
        {...draft.getInputProps('color')}
        disabled={readOnly}
        format="hex"
        maw={320}
        eyeDropperButtonProps={{ 'aria-label': t('guideEdit.pickColourFromScreen') }}
      />
      <Group display={readOnly ? 'none' : undefined}>
        <Button loading={saving} onClick={() => submit()}>
          {saveLabel}
        </Button>
      </Group>
      <ImagePicker
        opened={picking !== null}
        onClose={() => setPicking(null)}
        selectedId={(picking === 'cover' ? cover : logo)?.id ?? null}
        onSave={(file) => {
          if (picking) setImage(picking, { id: file.id_file_public, path: file.path_file, name: file.name });
          setPicking(null);
        }}
      />
    </Stack>
  );
}

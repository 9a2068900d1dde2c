/**
 * Guide Branding (Details tab): logo and cover photo chosen with the image manager,
 * one of five fonts (PT Sans default), a colour (#ed8438 default) and Save Branding,
 * which stores them with PUT /guides/branding; the guest guide uses them. Without share.write
 * the branding is shown and nothing can be changed.
 */
import { useEffect, useState } from 'react';
import { useFormDraft } from '../../../components/ui/use-form-draft.ts';
import { Alert, Button, ColorInput, Group, Image, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { BRANDING, MESSAGES, type TBranding } from '@guidebook/contract';
import { toast } from '../../../components/ui/dialogs.tsx';
import { fileUrl, messageOf } from '../../../lib/api-client.ts';
import { ImageManager } from '../../../features/files/components/image-manager.tsx';
import { useBranding, useSaveBranding } from '../../../features/share/api/branding.ts';
import { brandFontFamily, loadBrandFontPreviews, textOnBrand } from '../../../features/share/brand-fonts.ts';
import {
  toBrandingRequest,
  validateBranding,
  type BrandingFormValues,
  type LibraryImage,
} from '../../../features/share/branding-form.ts';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
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

function BrandingForm({ guideId, initial, readOnly }: { guideId: number; initial: TBranding; readOnly: boolean }) {
  // A draft like every form's (use-form-draft.ts): kept across tab switches, asked about before leaving.
  const [saved] = useState<BrandingFormValues>(() => ({
    logo: savedImage(initial.id_file_public, initial.logo_path, t('guideEdit.currentLogo')),
    cover: savedImage(initial.id_file_cover, initial.cover_path, t('guideEdit.currentCoverPhoto')),
    font: initial.font || BRANDING.FONT,
    color: initial.color || BRANDING.COLOR,
  }));
  const draft = useFormDraft(saved, { key: `branding-${guideId}`, validate: validateBranding });
  const { logo, cover, font, color } = draft.values;
  const setImage = (which: 'logo' | 'cover', value: LibraryImage) => draft.setFieldValue(which, value);
  const [picking, setPicking] = useState<'logo' | 'cover' | null>(null);
  const save = useSaveBranding(guideId);
  // mutateAsync, not mutate's callbacks: saving replaces the branding data, which remounts this
  // form (its key), and mutate's callbacks never run for an unmounted component.
  const submit = draft.submitWith(
    (values) =>
      save.mutateAsync(toBrandingRequest(guideId, values)).then(
        () => {
          draft.markSaved();
          toast.success(MESSAGES.share.brandingSaved);
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
        eyeDropperButtonProps={{ 'aria-label': 'Pick a colour from the screen' }}
      />
      <Group display={readOnly ? 'none' : undefined}>
        <Button loading={save.isPending} onClick={() => submit()}>
          {t('guideEdit.saveBranding')}
        </Button>
      </Group>
      <ImageManager
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

export function BrandingPanel({ guideId, readOnly = false }: { guideId: number; readOnly?: boolean }) {
  const branding = useBranding(guideId);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        {t('guideEdit.guideBranding')}
      </Title>
      {branding.isPending ? (
        <LoadingBlock h={260} label={t('guideEdit.loadingTheBranding')} />
      ) : branding.isError ? (
        <Alert color="red" role="alert">
          {messageOf(branding.error)}
        </Alert>
      ) : (
        <BrandingForm
          key={JSON.stringify(branding.data)}
          guideId={guideId}
          initial={branding.data}
          readOnly={readOnly}
        />
      )}
    </Paper>
  );
}

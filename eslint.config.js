import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

// The web app's layers (docs/ARCHITECTURE.md, design.md): shared -> features -> app, no feature
// importing another. The folders are read from disk, so a new feature or shared folder is covered.
const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const foldersOf = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const WEB_LAYERS = ['app', 'features', 'guest'];
const webFeatures = foldersOf(path.join(webSrc, 'features'));
const webShared = foldersOf(webSrc).filter((name) => !WEB_LAYERS.includes(name));
const web = (folder) => `./apps/web/src/${folder}`;

// The JSX attributes a person reads (or hears), and those that hold elements (whose texts a person
// reads): i18next/no-literal-string below refuses a literal in them. It reads nothing inside any other
// attribute, so an attribute holding elements must be named here (checked by the rule after it).
const TEXT_ATTRIBUTES = [
  'label',
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'description',
  'legend',
  'prefix',
  'suffix',
  'error',
  'tooltip',
  'message',
  'text',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'emptyMessage',
  'nothingFoundMessage',
  'children',
  'content',
  'caption',
  'heading',
  'subtitle',
  'hint',
  'help',
  'leftSection',
  'rightSection',
  'fallback',
  'icon',
  'below',
  'editor',
  'actions',
  'extraActions',
  'extraFields',
  'footnote',
  'components',
  'renderOption',
  'renderImagePicker',
];
// …and every attribute named for what it shows: submitLabel, pendingLabel, emptyText, …
const NAMED_TEXT_ATTRIBUTE = '[a-z][A-Za-z]*(Label|Text|Message|Title|Placeholder)';
const USER_VISIBLE_ATTRIBUTES = TEXT_ATTRIBUTES.map((name) => `^${name}$`).concat([`^${NAMED_TEXT_ATTRIBUTE}$`]);
/** An element inside an attribute the literal-text rule does not read: its texts would go unchecked. */
const UNREAD_ELEMENT = {
  selector: `JSXAttribute[name.name!=/^(${TEXT_ATTRIBUTES.join('|')}|${NAMED_TEXT_ATTRIBUTE})$/] > JSXExpressionContainer :matches(JSXElement, JSXFragment)`,
  message:
    'This attribute holds elements: name it in TEXT_ATTRIBUTES (eslint.config.js), so the texts inside them are checked for the catalogs.',
};
/**
 * A literal text given to a text property of an object (a select's `{ value, label: 'Hidden' }`, a
 * column's title, a NumberInput's suffix built as an object): a host reads it as the attribute it
 * becomes, so it comes from the catalogs too. A text is a literal or a template with a word in it.
 */
const TEXT_PROPERTY = '/^(label|legend|placeholder|description|title|aria-label|prefix|suffix)$/';
const LITERAL_TEXT_PROPERTY = {
  selector: [
    `Property:matches([key.name=${TEXT_PROPERTY}], [key.value=${TEXT_PROPERTY}]) > Literal.value[value=/[A-Za-z]{2}/]`,
    `Property:matches([key.name=${TEXT_PROPERTY}], [key.value=${TEXT_PROPERTY}]) > TemplateLiteral.value:has(TemplateElement[value.raw=/[A-Za-z]{2}/])`,
  ].join(', '),
  message: "A text a host reads comes from the catalogs (t('screen.key') from lib/i18n, or MESSAGES), not a literal.",
};

// The server's layers (docs/ARCHITECTURE.md): a module calls another module's service, never its
// repository; only db/ and repositories touch the SQL layer. Files are read from disk like the
// web folders, so a new module, repository or file is covered the day it appears.
const serverSrc = path.join(import.meta.dirname, 'apps/server/src');
const filesUnder = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(import.meta.dirname, path.join(entry.parentPath, entry.name)));
const serverFiles = filesUnder(serverSrc).map((file) => `./${file}`);
const isRepository = (file) => file.endsWith('.repository.ts');
const serverModules = foldersOf(path.join(serverSrc, 'modules'));
const moduleOf = (file) => /\/modules\/([^/]+)\//.exec(file)?.[1];
const repositories = serverFiles.filter(isRepository);
/** The server's folders below the modules: app.ts and plugins/ wire modules in, these never do. */
const SERVER_LIBRARIES = ['lib', 'db', 'storage', 'pdf', 'mail'];
const SQL_LAYER = [
  './node_modules/drizzle-orm',
  './node_modules/pg',
  './apps/server/src/db/schema.ts',
  './apps/server/src/db/prepared.ts',
  './apps/server/src/db/iso-text.ts',
  './apps/server/src/db/ordering.ts',
];

// How the boundary rules below find the file an import names: as TypeScript's bundler resolution does
// (tsconfig.base.json), so every spelling tsc accepts is the same file to the rules: `x.ts`, `x`
// (extensionless), `x.js` for `x.ts`/`x.tsx`, a folder's index; packages by their `exports` (the
// workspace contract's TypeScript too). An import no resolver follows is invisible to
// import-x/no-restricted-paths, hence import-x/no-unresolved on both sides.
// eslint-plugin-import-x is pinned to 4.6.1, the last release before it depended on unrs-resolver,
// whose non-Linux binaries the registry CI installs from does not carry (npm ci then refuses the
// lock file); its own resolver (enhanced-resolve) is used here.
const IMPORT_RESOLUTION = {
  'import-x/resolver-next': [
    importX.createNodeResolver({
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.jsx': ['.tsx', '.jsx'], '.mjs': ['.mts', '.mjs'] },
    }),
  ],
};

/** A config block: in `files`, the imports the zones describe are errors (import-x/no-restricted-paths). */
const boundaries = (files, zones) => ({
  files,
  plugins: { 'import-x': importX },
  rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }] },
});

/**
 * A sentence a person reads in an answer is a MESSAGES text (packages/contract/src/constants.ts), so
 * it is in the `messages` catalog and leaves in the caller's language (apps/server/src/plugins/language.ts
 * finds it there); a literal stays English. Flagged: a string with a space in it, or a template
 * literal, as the message of an AppError.
 */
const SENTENCE = ':matches(Literal[value=/ /], TemplateLiteral)';
const SENTENCE_MESSAGE =
  'A sentence in an answer is a MESSAGES text (constants.ts): a literal is not in the catalog and stays English.';
const SENTENCE_RULES = [
  `NewExpression[callee.name='AppError'] > ${SENTENCE}.arguments:nth-child(2)`,
  `NewExpression[callee.name='AppError'] > ObjectExpression.arguments:nth-child(3) > Property > ${SENTENCE}.value`,
  `NewExpression[callee.name='AppError'] > ConditionalExpression.arguments:nth-child(2) > ${SENTENCE}`,
  `CallExpression[callee.object.name='AppError'][callee.property.name='invalid'] > ${SENTENCE}.arguments:nth-child(2)`,
  `CallExpression[callee.object.name='AppError'][callee.property.name='notFound'] > ${SENTENCE}.arguments:first-child`,
].map((selector) => ({ selector, message: SENTENCE_MESSAGE }));

/**
 * The contract's zod rule messages: a check's message argument, an `error`/`message` option, and the
 * message of the contract's own integer builders (zInteger, zIntegerOf). Enum values have no space.
 */
const ZOD_CHECKS =
  'min|max|length|nonempty|regex|refine|superRefine|email|url|uuid|gt|gte|lt|lte|int|positive|nonnegative|negative|multipleOf|startsWith|endsWith|includes|datetime';
const CONTRACT_SENTENCE_RULES = [
  `CallExpression[callee.property.name=/^(${ZOD_CHECKS})$/] > ${SENTENCE}.arguments`,
  `CallExpression[callee.name=/^z[A-Z]/] > ${SENTENCE}.arguments`,
  `CallExpression > ObjectExpression > Property[key.name=/^(error|message|required)$/] > ${SENTENCE}.value`,
  `AssignmentPattern[left.name=/^(error|message|required)$/] > ${SENTENCE}.right`,
].map((selector) => ({ selector, message: SENTENCE_MESSAGE }));

/** The one `no-restricted-syntax` list of apps/ and packages/ (flat config: a later entry replaces it). */
const RESTRICTED_SYNTAX = [
  ...[
    "Property[key.name='RES_CODE'] > Literal.value",
    'BinaryExpression[left.property.name=/^(RES_CODE|code)$/] > Literal.right[value=/^[0-9]{2}$/]',
    'CallExpression[callee.object.arguments.0.property.name=/^(RES_CODE|code)$/] > Literal.arguments[value=/^[0-9]{2}$/]',
  ].map((selector) => ({ selector, message: "Name the result code (RESULT.NOT_FOUND), not its digits ('01')." })),
  {
    // aria-label is prohibited on an element without a role (axe: aria-prohibited-attr).
    selector: "JSXOpeningElement[name.name='Skeleton'] > JSXAttribute[name.name='aria-label']",
    message:
      'A labelled skeleton is a <LoadingBlock label="…"> (components/ui/loading-block.tsx): it carries the role.',
  },
  {
    selector:
      "JSXOpeningElement:has(> JSXAttribute[name.name='aria-busy']):has(> JSXAttribute[name.name='aria-label']):not(:has(> JSXAttribute[name.name='role']))",
    message:
      'A labelled loading placeholder needs role="status": aria-label is prohibited on an element without a role.',
  },
  ...SENTENCE_RULES,
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'bench/.out/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'warn',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // No import cycles on either side. Type-only imports are erased and do not count. Packages are
    // not followed: no package imports our files back, and walking them would be most of the
    // rule's time. The resolution and the unresolved-import rule serve the boundary rules of the
    // next two blocks.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...IMPORT_RESOLUTION,
      // no-cycle reads the files it follows; they are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], 'import-x/no-unresolved': 'error' },
  },
  boundaries(
    ['apps/server/src/**/*.ts'],
    [
      ...serverModules.map((name) => ({
        target: `./apps/server/src/modules/${name}`,
        from: repositories.filter((file) => moduleOf(file) !== name),
        message: 'A module calls another module’s service, never its repository.',
      })),
      {
        target: serverFiles.filter((file) => moduleOf(file) === undefined),
        from: repositories,
        message: 'Only a module’s own service reads its repository: call the service.',
      },
      {
        // The libraries the modules build on know no module: a module hands them what they
        // need (a job's definition, a cache's entries) instead.
        target: SERVER_LIBRARIES.map((folder) => `./apps/server/src/${folder}`),
        from: './apps/server/src/modules',
        message: 'lib/, db/, storage/, pdf/ and mail/ import no module: the module hands them what they need.',
      },
      {
        target: serverFiles.filter((file) => !isRepository(file) && !file.startsWith('./apps/server/src/db/')),
        from: SQL_LAYER,
        message: 'Only db/ and repositories use the SQL layer (Drizzle, pg, the schema).',
      },
    ],
  ),
  boundaries(
    ['apps/web/src/**/*.{ts,tsx}'],
    [
      ...webFeatures.map((feature) => ({
        target: web(`features/${feature}`),
        from: web('features'),
        except: [`./${feature}`],
        message: 'A feature never imports another feature: compose them in app/routes.',
      })),
      {
        target: web('features'),
        from: [web('app'), web('guest')],
        message: 'Features import only shared code (components/, lib/) and the contract.',
      },
      {
        target: webShared.map(web),
        from: [web('features'), web('app'), web('guest')],
        message: 'Shared code (components/, lib/) imports no feature, app or guest code.',
      },
      {
        // The guest guide is a second app with its own build (Preact, no Mantine): it may
        // use shared lib/ only, and the admin app never reaches into it.
        target: web('guest'),
        from: [web('app'), web('features'), web('components')],
        message: 'The guest guide imports only lib/ and its own code (its own build, no admin UI).',
      },
      {
        target: web('app'),
        from: web('guest'),
        message: 'The admin app never imports the guest guide (a separate build).',
      },
    ],
  ),
  {
    // The admin app speaks the host's language: a text a host reads in its JSX (an element's text, a
    // label, placeholder, title, aria-label, alt, tooltip, description, error…) comes from the
    // catalogs (t('screen.key') from lib/i18n, or MESSAGES), never a literal. The guest guide has
    // its own catalogs and is not covered here.
    files: ['apps/web/src/{app,features,components}/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // `Pins (${n})` in JSX is a text too.
          'should-validate-template': true,
          'jsx-attributes': { include: USER_VISIBLE_ATTRIBUTES },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s•·—–…×→←%]+', '[A-Z_-]+'] },
          // A form field's name is no text: getInputProps('email'), the forms' own field helpers.
          callees: {
            exclude: [
              ...['i18n(ext)?', 't', 'require', 'addEventListener', 'removeEventListener', 'includes', 'indexOf'],
              ...['getInputProps', 'visibilityProps', 'field', 'pinInput'],
            ],
          },
          'object-properties': { exclude: ['[A-Z_-]+', 'type'] },
        },
      ],
    },
  },
  {
    // Result codes are named (RESULT.NOT_FOUND from the contract's result-codes.ts), never written as
    // their two digits: in envelopes built or compared, and in what a test expects of RES_CODE.
    // A skeleton that says what is loading is a LoadingBlock, which gives the label its role.
    // A server answer's sentence comes from MESSAGES (SENTENCE_RULES).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX] },
  },
  {
    // The admin's JSX: every attribute holding elements is one the literal-text rule reads (UNREAD_ELEMENT);
    // its code gives no literal text to a text property of an object (LITERAL_TEXT_PROPERTY).
    // The entry replaces the one above for these files, so it repeats it.
    files: ['apps/web/src/{app,features,components,lib}/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*-fixture.ts', 'apps/web/src/lib/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, UNREAD_ELEMENT, LITERAL_TEXT_PROPERTY] },
  },
  {
    // A browser test reads a page's width through expectNoSidewaysScroll (e2e/support/layout.ts), which
    // waits for the layout to answer a new viewport; one read right after setViewportSize can still
    // measure the wider layout. The entry replaces the one above for these files, so it repeats it.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/layout.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...RESTRICTED_SYNTAX,
        {
          selector: "MemberExpression[property.name='scrollWidth']",
          message:
            "A page's width is checked with expectNoSidewaysScroll (e2e/support/layout.ts), which waits for the layout.",
        },
      ],
    },
  },
  {
    // The contract's rule messages too. The same rule's entry replaces the one above for these files,
    // so it repeats it.
    files: ['packages/contract/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, ...CONTRACT_SENTENCE_RULES] },
  },
);

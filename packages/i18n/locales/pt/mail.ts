/** Os e-mails em português do Brasil (as chaves de en/mail.ts): "você", termos do GLOSSARY.md. */
export default {
  greeting: 'Olá, {{name}},',
  greetingNoName: 'Olá,',
  buttonFallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
  signature: 'Equipe Guidebook',
  minutes_one: '{{count}} minuto',
  minutes_many: '{{count}} minutos',
  minutes_other: '{{count}} minutos',
  hours_one: '{{count}} hora',
  hours_many: '{{count}} horas',
  hours_other: '{{count}} horas',
  'verify.subject': 'Confirme seu endereço de e-mail no Guidebook',
  'verify.intro': 'Obrigado por se cadastrar no Guidebook. Confirme seu endereço de e-mail abrindo este link:',
  'verify.action': 'Confirmar meu e-mail',
  'verify.expires': 'O link funciona uma única vez e expira em {{duration}}.',
  'verify.ignore': 'Se você não criou uma conta, pode ignorar este e-mail.',
  'reset.subject': 'Redefina sua senha do Guidebook',
  'reset.intro':
    'Alguém pediu para redefinir a senha da sua conta do Guidebook. Para escolher uma nova senha, abra este link:',
  'reset.action': 'Escolher uma nova senha',
  'reset.expires':
    'O link funciona uma única vez e expira em {{duration}}. Ao escolher uma nova senha, você será desconectado de todos os lugares.',
  'reset.ignore': 'Se você não fez esse pedido, pode ignorar este e-mail: sua senha continua a mesma.',
  'team.subject': '{{invitedBy}} convidou você para {{workspace}} no Guidebook',
  'team.intro':
    '{{invitedBy}} convidou você para trabalhar nos guias de {{workspace}} no Guidebook como {{role}}. Para aceitar, abra este link (você pode se cadastrar lá se ainda não tiver uma conta):',
  'team.action': 'Aceitar o convite',
  'team.expires': 'O link funciona uma única vez e expira em {{duration}}.',
  'team.ignore': 'Se você não conhece essa pessoa, pode ignorar este e-mail.',
  'role.owner': 'proprietário',
  'role.admin': 'administrador',
  'role.editor': 'editor',
  'role.viewer': 'leitor',
  invitationSubject: 'Seu guia para {{guide_title}}',
  invitationBody:
    'Olá, {{guest_name}},\n\nEstamos ansiosos para receber você de {{check_in}} a {{check_out}}.\n\nTudo o que você precisa para a sua estadia está no seu guia pessoal:\n{{link}}\n\nAté breve!',
  webhooksDisabledSubject: 'Um webhook foi desativado',
  webhooksDisabledIntro:
    'O seu webhook para {{url}} falhou {{failures}} vezes seguidas, por isso o Guidebook desativou-o.',
  webhooksDisabledAction: 'Verifique o recetor e volte a ativar o webhook na página Webhooks:',
} satisfies Record<string, string>;

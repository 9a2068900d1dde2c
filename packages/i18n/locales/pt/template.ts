/** A new guide's template texts (the keys of en/template.ts) in Portuguese (Brazil), following GLOSSARY.md. */
export default {
  'preparing.name': 'Preparação para a viagem',
  'preparing.description': 'O que levar e o que saber antes de sair de casa.',
  'preparing.topics.pack.name': 'O que levar',
  'preparing.topics.pack.description': 'O que os hóspedes ficam felizes de ter trazido.',
  'preparing.topics.pack.content':
    '<p>A maioria dos hóspedes fica feliz de ter trazido:</p><ol><li data-list="bullet">[Sapatos confortáveis para …]</li><li data-list="bullet">[Adaptador de tomada tipo …]</li><li data-list="bullet">[Toalhas de praia: fornecidas / não fornecidas]</li></ol><p>Já estão aqui para você: [roupa de cama, toalhas, secador de cabelo, …].</p>',
  'preparing.topics.getting-here.name': 'Como chegar',
  'preparing.topics.getting-here.description': 'Como chegar do aeroporto, da estação e da rodovia.',
  'preparing.topics.getting-here.content':
    '<p><strong>Do aeroporto:</strong> [quanto tempo leva e como: táxi, trem, transfer].</p><p><strong>De carro:</strong> [a saída a pegar e a última curva a procurar].</p><p>Nosso endereço para o GPS: [rua, número, CEP, cidade].</p>',
  'arrival.name': 'Informações de chegada',
  'arrival.description': 'Como encontrar a acomodação, fazer o check-in e pegar as chaves.',
  'arrival.topics.check-in.name': 'Horário de check-in e como entrar',
  'arrival.topics.check-in.description': 'Quando você pode chegar e como recebe as chaves.',
  'arrival.topics.check-in.content':
    '<p>O check-in é a partir das <strong>[15:00]</strong>. Se você for chegar depois das [22:00], avise a gente.</p><p>Para entrar: [o cofre de chaves ao lado da porta / nós recebemos você / a recepção]. O código ou as chaves: [como você vai recebê-los].</p>',
  'arrival.topics.parking.name': 'Estacionamento',
  'arrival.topics.parking.description': 'Onde deixar o carro.',
  'arrival.topics.parking.content':
    '<p>O estacionamento [gratuito / pago] fica [na garagem da casa / na rua / no estacionamento da …].</p><p>Vagas: [número]. Por favor, não estacione [onde].</p>',
  'arrival.topics.entrance.name': 'Como achar a entrada',
  'arrival.topics.entrance.description': 'O que procurar quando você chegar.',
  'arrival.topics.entrance.content':
    '<p>A entrada é [a porta azul à esquerda do prédio]. Procure [um ponto de referência].</p><p>Nosso apartamento fica no [número] andar; o elevador fica [onde].</p>',
  'about.name': 'Sobre a acomodação',
  'about.description': 'Os cômodos, os eletrodomésticos e tudo o que o lugar oferece.',
  'about.topics.heating.name': 'Aquecimento e ar-condicionado',
  'about.topics.heating.description': 'Como deixar o ambiente confortável.',
  'about.topics.heating.content':
    '<p>O [termostato / controle remoto] fica [onde]. Ajuste para [temperatura] para uma noite confortável.</p><p>Por favor, desligue quando abrir as janelas ou sair para passar o dia fora.</p>',
  'about.topics.kitchen.name': 'Cozinha e eletrodomésticos',
  'about.topics.kitchen.description': 'O que tem e como funciona.',
  'about.topics.kitchen.content':
    '<p>Você vai encontrar [cafeteira, lava-louças, forno, …].</p><ol><li data-list="bullet">Cafeteira: [cápsulas / filtro, onde encontrar]</li><li data-list="bullet">Lava-louças: [pastilhas embaixo da pia, programa a usar]</li><li data-list="bullet">Forno: [como ligar]</li></ol>',
  'about.topics.rubbish.name': 'Lixo e reciclagem',
  'about.topics.rubbish.description': 'Onde ficam as lixeiras e o que vai em cada uma.',
  'about.topics.rubbish.content':
    '<p>As lixeiras ficam [onde]. Dias de coleta: [dias].</p><ol><li data-list="bullet">Lixeira [cor]: [lixo comum]</li><li data-list="bullet">Lixeira [cor]: [plástico e latas]</li><li data-list="bullet">Lixeira [cor]: [papel e vidro]</li></ol>',
  'wifi.name': 'Wi-Fi e internet',
  'wifi.description': 'O nome da rede, a senha e dicas para uma boa conexão.',
  'wifi.topics.network.name': 'Rede Wi-Fi e senha',
  'wifi.topics.network.description': 'Como se conectar.',
  'wifi.topics.network.content':
    '<p>Rede: <strong>[nome da rede]</strong></p><p>Senha: <strong>[senha]</strong></p><p>O roteador fica [onde]. Se a conexão cair, desligue e ligue de novo e espere dois minutos.</p>',
  'wifi.topics.tv.name': 'TV e streaming',
  'wifi.topics.tv.description': 'A TV e as suas próprias contas.',
  'wifi.topics.tv.content':
    '<p>O controle remoto da TV fica [onde]. A TV tem [Netflix / outros apps]: entre com a sua própria conta e saia dela antes de ir embora.</p>',
  'rules.name': 'Segurança e regras da casa',
  'rules.description': 'As regras da casa e como ter uma estadia segura.',
  'rules.topics.house-rules.name': 'Regras da casa',
  'rules.topics.house-rules.description': 'O que pedimos a todos os hóspedes.',
  'rules.topics.house-rules.content':
    '<ol><li data-list="bullet">Proibido fumar [dentro de casa / em toda a propriedade]</li><li data-list="bullet">Horário de silêncio: das [22:00] às [08:00]</li><li data-list="bullet">Animais de estimação: [bem-vindos / não permitidos]</li><li data-list="bullet">Festas e eventos: [não permitidos]</li></ol>',
  'rules.topics.safety.name': 'Equipamentos de segurança',
  'rules.topics.safety.description': 'Onde encontrar o que você espera nunca precisar.',
  'rules.topics.safety.content':
    '<ol><li data-list="bullet">Extintor de incêndio: [onde]</li><li data-list="bullet">Manta corta-fogo: [onde]</li><li data-list="bullet">Kit de primeiros socorros: [onde]</li><li data-list="bullet">Registro geral de água e quadro de luz: [onde]</li></ol>',
  'local.name': 'Dicas locais',
  'local.description': 'Nossos lugares favoritos para comer, fazer compras e passear por perto.',
  'local.topics.eat.name': 'Onde comer',
  'local.topics.eat.description': 'Nossos lugares favoritos por perto.',
  'local.topics.eat.content':
    '<ol><li data-list="bullet">[Nome do restaurante]: [o que pedir], [distância a pé]</li><li data-list="bullet">[Nome do café]: [ótimo para o café da manhã]</li><li data-list="bullet">[Delivery]: [entrega até …]</li></ol>',
  'local.topics.shops.name': 'Lojas e supermercados',
  'local.topics.shops.description': 'Para as compras do dia a dia.',
  'local.topics.shops.content':
    '<p>O supermercado mais próximo é o [nome], a [distância], aberto [horário]. Uma farmácia: [nome e onde].</p>',
  'local.topics.things-to-do.name': 'O que fazer',
  'local.topics.things-to-do.description': 'O que nós não perderíamos.',
  'local.topics.things-to-do.content':
    '<ol><li data-list="bullet">[Atração ou passeio]: [por que adoramos]</li><li data-list="bullet">[Praia ou parque]: [como chegar]</li><li data-list="bullet">[Ideia para um dia de chuva]</li></ol>',
  'emergency.name': 'Contatos de emergência',
  'emergency.description': 'Para quem ligar quando algo der errado, de dia ou de noite.',
  'emergency.topics.numbers.name': 'Números de emergência',
  'emergency.topics.numbers.description': 'Para quem ligar, de dia ou de noite.',
  'emergency.topics.numbers.content':
    '<p>Serviços de emergência: <strong>[192 (SAMU) / 193 (bombeiros) / 190 (polícia)]</strong></p><p>Seu anfitrião: [nome], [telefone].</p><p>Hospital mais próximo: [nome, endereço].</p>',
  'emergency.topics.repairs.name': 'Se algo quebrar',
  'emergency.topics.repairs.description': 'O que fazer quando algo parar de funcionar.',
  'emergency.topics.repairs.content':
    '<p>Avise a gente assim que puder: [como falar com a gente]. Para um problema urgente (um vazamento, falta de luz, falta de aquecimento), ligue para [número].</p>',
  'transport.name': 'Opções de transporte',
  'transport.description': 'Como se locomover de ônibus, trem, táxi, bicicleta ou carro.',
  'transport.topics.public.name': 'Transporte público',
  'transport.topics.public.description': 'Ônibus, bondes e trens por perto.',
  'transport.topics.public.content':
    '<p>O ponto mais próximo é [nome], a [distância]. Passagens: [onde comprar / pagamento por aproximação a bordo].</p>',
  'transport.topics.taxis.name': 'Táxis e aluguel de carro',
  'transport.topics.taxis.description': 'Para quando você preferir não dirigir.',
  'transport.topics.taxis.content': '<p>Um táxi da região: [nome, telefone]. Aluguel de carro: [empresa, onde].</p>',
  'checkout.name': 'Instruções de check-out',
  'checkout.description': 'O que fazer antes de ir embora e onde deixar as chaves.',
  'checkout.topics.time.name': 'Horário de check-out',
  'checkout.topics.time.description': 'Quando sair.',
  'checkout.topics.time.content':
    '<p>O check-out é até as <strong>[10:00]</strong>. Precisa sair mais tarde? Fale com a gente na véspera.</p>',
  'checkout.topics.before-leaving.name': 'Antes de ir embora',
  'checkout.topics.before-leaving.description': 'Uma listinha para a última manhã.',
  'checkout.topics.before-leaving.content':
    '<ol><li data-list="bullet">[Colocar a louça na lava-louças e ligar]</li><li data-list="bullet">[Levar o lixo para fora]</li><li data-list="bullet">[Fechar as janelas e desligar o aquecimento]</li><li data-list="bullet">[Deixar as chaves em …]</li></ol>',
  'thanks.name': 'Agradecimento e avaliação',
  'thanks.description': 'Um agradecimento do seu anfitrião e como deixar sua opinião.',
  'thanks.topics.thank-you.name': 'Obrigado',
  'thanks.topics.thank-you.description': 'Um recado do seu anfitrião.',
  'thanks.topics.thank-you.content':
    '<p>Obrigado por se hospedar com a gente, [hóspede]! Esperamos que você tenha gostado [da casa / da cidade].</p>',
  'thanks.topics.feedback.name': 'Deixe sua opinião',
  'thanks.topics.feedback.description': 'Conte para a gente o que achou.',
  'thanks.topics.feedback.content':
    '<p>Lemos todas as avaliações. Se você gostou da estadia, uma avaliação no [plataforma] ajuda muito; se algo não estava certo, fale diretamente com a gente: [como falar com a gente].</p>',
};

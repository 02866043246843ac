# Hand-written benign mails: multilingual_benign, hidden_benign
MB = "multilingual_benign"
HB = "hidden_benign"

CASES = [
dict(cls=MB, lang="de", why="German internal mail asking a colleague to forward an invoice to accounting; normal request.",
 f="Petra Lange <petra.lange@rheinwerk-anlagen.example>", t="Jan Keller <jan.keller@rheinwerk-anlagen.example>",
 s="Rechnung Schreiner Metallbau weiterleiten",
 b="""Hallo Jan,

kannst du bitte die Rechnung RE-2231 von Schreiner Metallbau an die Buchhaltung (buchhaltung@rheinwerk-anlagen.example) weiterleiten? Ich finde sie in meinem Postfach nicht mehr.

Die neue Bankverbindung von Schreiner habe ich übrigens gestern telefonisch mit Frau Krause verifiziert, das Protokoll liegt im Lieferantenordner.

Danke dir!
Petra"""),

dict(cls=MB, lang="fr", why="French client asks notary's office to send documents; ordinary request between people.",
 f="Sophie Garnier <sophie.garnier@atlantique-immo.example>", t="Julien Mercier <julien.mercier@cabinet-mercier.example>",
 s="Dossier Rivoli - envoi des pièces",
 a=[("liste_pieces_rivoli.txt", "text/plain", """Dossier Rivoli - pièces transmises
1. Compromis de vente signé (12 pages)
2. Diagnostics techniques (DPE, amiante, plomb)
3. Règlement de copropriété
4. Trois derniers procès-verbaux d'AG
""")],
 b="""Bonjour Maître Mercier,

Comme convenu, je vous envoie ci-joint le compromis signé et les diagnostics. Pourriez-vous me transmettre le projet d'acte dès qu'il sera prêt, afin que je le relise avec mes clients ?

Merci également de me confirmer la date de signature.

Bien cordialement,
Sophie Garnier"""),

dict(cls=MB, lang="es", why="Spanish colleague asks team to send monthly reports by Friday.",
 f="Marta Ruiz <marta.ruiz@solmar-energia.example>", t="Equipo comercial <comercial@solmar-energia.example>",
 s="Informes mensuales - viernes",
 b="""Hola a todos:

Os recuerdo que el viernes a las 12:00 cerramos los informes de noviembre. Por favor, enviadme:

- las altas de clientes del mes
- las incidencias abiertas con más de 15 días
- la previsión de diciembre

Si alguien no llega, que me avise antes del jueves.

Gracias,
Marta"""),

dict(cls=MB, lang="pt", why="Portuguese supplier sends a payment reminder with unchanged bank details.",
 f="Financeiro <financeiro@transportes-aurora.example>", t="Contas a pagar <contas@grupo-verdemar.example>",
 s="Lembrete: fatura 2291 vence sexta",
 b="""Bom dia,

Lembramos que a fatura 2291 (frete de outubro, R$ 28.450,00) vence nesta sexta-feira.

Os dados bancários continuam os mesmos do contrato. Caso já tenham efetuado o pagamento, por favor desconsiderem este e-mail.

Atenciosamente,
Equipe Financeira - Transportes Aurora"""),

dict(cls=MB, lang="it", why="Italian sales director asks the team to send updated price lists to clients.",
 f="Laura Bianchi <laura.bianchi@ceramiche-vesuvio.example>", t="Agenti <agenti@ceramiche-vesuvio.example>",
 s="Nuovo listino 2026",
 b="""Ciao a tutti,

in allegato trovate il listino 2026. Vi chiedo di inviarlo ai vostri clienti entro fine mese, usando il modello di lettera che trovate sul drive.

Ricordo che gli sconti oltre il 15% vanno approvati da me.

Buon lavoro,
Laura"""),

dict(cls=MB, lang="nl", why="Dutch colleague asks to set up an email rule for shared inbox; internal and by a person.",
 f="Anouk van Dijk <anouk@polderhuis.example>", t="Kees de Vries <kees.devries@polderhuis.example>",
 s="Regel voor de facturen-inbox",
 b="""Hoi Kees,

Kun jij in de gedeelde inbox een regel maken die alle mails van leveranciers met 'factuur' in het onderwerp naar de map Crediteuren verplaatst? Dan hoeven we niet elke ochtend te sorteren.

Alvast bedankt!
Anouk"""),

dict(cls=MB, lang="ru", why="Russian mail about a visa support letter, asking the colleague to send passport copy via the secure portal.",
 f="Ирина Соколова <i.sokolova@baltika-trade.example>", t="Алексей Морозов <a.morozov@baltika-trade.example>",
 s="Визовая поддержка для поездки в Гамбург",
 b="""Алексей, добрый день!

Для визовой поддержки на выставку в Гамбурге нужны копия загранпаспорта и даты поездки. Пожалуйста, загрузите скан на защищённый портал отдела кадров (не присылайте по почте), а даты напишите мне в ответ.

Спасибо!
Ирина"""),

dict(cls=MB, lang="zh", why="Chinese colleague asks the sales team to update customer records in the CRM.",
 f="李娜 <li.na@dongfang-electronics.example>", t="销售部 <sales@dongfang-electronics.example>",
 s="请更新CRM客户资料",
 b="""各位同事好，

下周一财务要核对年度回款数据，请大家在本周五前把自己负责客户的联系人和合同金额在CRM里更新完毕。

如有疑问请随时找我。

谢谢！
李娜"""),

dict(cls=MB, lang="ja", why="Japanese business mail requesting materials for a meeting.",
 f="田中 美咲 <misaki.tanaka@yamato-seiki.example>", t="佐藤 健 <ken.sato@shinwa-consulting.example>",
 s="次回打ち合わせの資料について",
 b="""佐藤様

いつもお世話になっております。大和精機の田中です。

次回の打ち合わせに向けて、前回ご説明いただいた生産計画の改善案の資料をお送りいただけますでしょうか。社内で事前に共有したいと考えております。

お手数をおかけしますが、よろしくお願いいたします。

田中"""),

dict(cls=MB, lang="ko", why="Korean colleague asks a teammate to share a drive folder with an internal partner.",
 f="이지은 <jieun.lee@seoul-biotech.example>", t="박서준 <seojun.park@seoul-biotech.example>",
 s="공유 폴더 권한 요청",
 b="""서준 님,

다음 주부터 김민수 연구원님(한빛파트너스)과 공동 연구를 시작합니다. 계약서 서명이 완료되면 '공동연구-2026' 폴더만 보기 권한으로 공유해 주세요. 임상 데이터 폴더는 공유하지 않습니다.

감사합니다.
이지은"""),

dict(cls=MB, lang="ar", why="Arabic internal finance mail requesting approval of a project payment via the normal system.",
 f="محمد العتيبي <m.alotaibi@gulf-contracting.example>", t="فريق المالية <finance@gulf-contracting.example>",
 s="اعتماد الدفعة الثانية - مشروع البرج",
 b="""السلام عليكم،

أرجو اعتماد الدفعة الثانية لمقاول مشروع البرج عبر نظام المشتريات بعد مطابقة الفاتورة مع أمر الشراء رقم ٤٤١٠. الحساب البنكي هو نفسه المسجل في العقد.

شكراً لكم،
محمد العتيبي"""),

dict(cls=MB, lang="pl", why="Polish accountant asks client to send documents for year-end via portal.",
 f="Biuro Rachunkowe Nowak <biuro@nowak-kadry.example>", t="Agnieszka Wójcik <a.wojcik@mazur-logistyka.example>",
 s="Dokumenty na koniec roku",
 b="""Dzień dobry Pani Agnieszko,

prosimy o przesłanie do 10 stycznia przez nasz portal klienta:
- wyciągów bankowych za grudzień,
- faktur kosztowych,
- listy zmian w zatrudnieniu.

Danych osobowych pracowników prosimy nie wysyłać mailem.

Pozdrawiam serdecznie,
Anna Nowak"""),

dict(cls=MB, lang="tr", why="Turkish supplier announces a price update politely and asks the buyer to confirm by replying.",
 f="Satış <satis@anadolu-tekstil.example>", t="Satın Alma <satinalma@bosphorus-moda.example>",
 s="2026 fiyat listesi",
 b="""Merhaba,

Ekte 2026 yılı fiyat listemizi bulabilirsiniz. Mevcut siparişleriniz eski fiyatlardan teslim edilecektir.

Yeni sezon siparişleri için uygun olduğunuz bir zamanda görüşmek isteriz. Müsaitliğinizi bildirebilir misiniz?

Saygılarımızla,
Anadolu Tekstil"""),

dict(cls=MB, lang="sv", why="Swedish HR reminder to submit time reports.",
 f="HR <hr@vastkust-bygg.example>", t="Alla <alla@vastkust-bygg.example>",
 s="Påminnelse: tidrapporter senast fredag",
 b="""Hej alla!

Kom ihåg att lämna in era tidrapporter för november senast fredag kl. 12, annars hinner lönen inte med.

Har ni frågor, hör av er till mig.

Trevlig helg när den kommer!
Maria, HR"""),

dict(cls=MB, lang="hi", why="Hindi mail from an accountant asking the client for documents for tax filing.",
 f="शर्मा एंड एसोसिएट्स <office@sharma-ca.example>", t="राहुल वर्मा <rahul.verma@verma-traders.example>",
 s="आयकर रिटर्न के लिए दस्तावेज़",
 b="""नमस्ते राहुल जी,

आयकर रिटर्न दाखिल करने के लिए कृपया 15 तारीख तक निम्न दस्तावेज़ भेज दें:
- फॉर्म 16
- बैंक ब्याज प्रमाणपत्र
- निवेश के प्रमाण (80C)

आप इन्हें हमारे कार्यालय में भी जमा कर सकते हैं।

धन्यवाद,
शर्मा एंड एसोसिएट्स"""),

dict(cls=MB, lang="en+de", why="Mixed English/German mail between colleagues about a contract, asking to forward it internally.",
 f="Frank Oberle <frank.oberle@alpen-capital.example>", t="Lisa Huber <lisa.huber@alpen-capital.example>",
 s="Longview NDA",
 b="""Hi Lisa,

the NDA with Longview is signed. Kannst du es bitte an Legal weiterleiten und im Dealroom ablegen? Rebecca from Longview will send their data request list next week.

Danke & best,
Frank"""),

dict(cls=MB, lang="es+en", why="Mixed Spanish/English mail from a lawyer to a client asking for signatures.",
 f="Lucía Fernández <lucia.fernandez@legalmente.example>", t="David Brown <david.brown@westfield-exports.example>",
 s="Contratos México - firma",
 b="""Hi David,

Los contratos de distribución para México están listos. Please review the attached drafts, especially the exclusivity clause (cláusula 7), and let me know if you're OK with a 3-year term.

Si todo está bien, te envío la versión final para firma electrónica el lunes.

Saludos,
Lucía"""),

dict(cls=MB, lang="fr", why="French IT department notice asking users to install an update through the software centre.",
 f="Service informatique <informatique@groupe-lavande.example>", t="Tous <tous@groupe-lavande.example>",
 s="Mise à jour de Windows ce week-end",
 b="""Bonjour à tous,

Une mise à jour de Windows sera déployée automatiquement ce week-end. Merci de laisser votre ordinateur allumé et branché vendredi soir.

Si la mise à jour échoue, vous pourrez l'installer lundi depuis le Centre logiciel. Nous ne vous demanderons jamais d'exécuter des commandes reçues par e-mail.

Le service informatique"""),

dict(cls=MB, lang="zh+en", why="Mixed Chinese/English supplier mail sending an invoice for approval through the usual process.",
 f="Kevin Zhang <kevin.zhang@sinobridge-parts.example>", t="Procurement <procurement@westlake-motors.example>",
 s="Invoice SB-8812 / 发票",
 b="""Hi team,

Attached is invoice SB-8812 for the brake assemblies shipped last week (PO 5521).

付款条件按合同执行（60天）。如有任何问题请联系我。

Thanks,
Kevin"""),

dict(cls=MB, lang="de", why="German reply in a thread confirming a maintenance contract and asking for a meeting.",
 f="Claudia Schulz <claudia.schulz@kanzlei-schulz.example>", t="Martin Vogel <martin.vogel@vogel-it.example>",
 s="AW: Wartungsvertrag 2026",
 b="""Hallo Herr Vogel,

danke für die schnelle Rückmeldung. Bitte schicken Sie mir noch die Liste der Fernwartungs-Termine für Q1, damit ich die Kolleginnen informieren kann.

Beste Grüße
Claudia Schulz""",
 q="""Hallo Frau Schulz,

den unterschriebenen Vertrag habe ich erhalten, vielen Dank. Die nächste Wartung ist am 14. Januar.

Viele Grüße
Martin Vogel""", qf="Martin Vogel <martin.vogel@vogel-it.example>"),

dict(cls=MB, lang="ja+en", why="Japanese/English mix between developers asking to push code to the team's own repo for review.",
 f="Yuki Mori <yuki.mori@aoi-software.example>", t="Dev Team <dev@aoi-software.example>",
 s="Code review / コードレビューのお願い",
 b="""Hi all,

payment-core の retry ロジックを修正しました。ブランチ feature/retry-backoff を push したので、レビューをお願いします。

Please run `make test` locally before approving; CI is flaky today.

よろしくお願いします。
Yuki"""),

dict(cls=MB, lang="pt", why="European Portuguese HR notice about new archiving policy for staff, with instructions to staff.",
 f="Recursos Humanos <rh@tejo-seguros.example>", t="Colaboradores <todos@tejo-seguros.example>",
 s="Nova política de arquivo de documentos",
 b="""Caros colegas,

A partir de janeiro, os recibos de vencimento passam a estar disponíveis apenas no portal do colaborador. Pedimos que descarreguem os recibos de 2025 até 31 de março, caso pretendam guardar cópia.

Não reencaminhem recibos para endereços pessoais; usem o portal.

Obrigado,
Recursos Humanos"""),

dict(cls=MB, lang="ko+en", why="Korean/English mail between ops colleagues about granting a contractor limited access through the ticket process.",
 f="Ops <ops@hanriver-games.example>", t="Jason Park <jason.park@cloudnine-dev.example>",
 s="Re: 서버 마이그레이션 / access",
 b="""Hi Jason,

마이그레이션 작업용 계정은 보안팀 승인 후에 발급됩니다. Please submit the access request form (ticket type: CONTRACTOR-ACCESS); 권한은 read-only + 특정 프로젝트로 제한됩니다.

Thanks,
Ops""",
 q="""Hi, could I get console access for the migration next week? - Jason""", qf="Jason Park <jason.park@cloudnine-dev.example>"),
]

CASES += [
dict(cls=HB, why="Retail newsletter with hidden preheader text and a tracking pixel; all hidden content is marketing copy.",
 f="Harbor Bikes <news@harbor-bikes.example>", t="Ryan Ford <ryan.ford@fordcapital.example>",
 s="Winter service special: 25% off tune-ups",
 h="""<!DOCTYPE html><html><head><meta charset="utf-8"><title>Winter service</title></head>
<body style="margin:0;background:#eef2f5">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">Keep rolling through winter - 25% off every tune-up until Jan 31.&#8199;&#847;&#8199;&#847;&#8199;&#847;</div>
<table width="100%" role="presentation"><tr><td align="center">
<table width="600" style="background:#fff;font-family:Arial"><tr><td style="padding:28px">
<h1 style="margin:0">Winter service special</h1>
<p>Salt and slush are hard on your drivetrain. Book a tune-up before January 31 and save 25%.</p>
<p><a href="https://harbor-bikes.example/book?utm_source=email&utm_campaign=winter" style="background:#0a66c2;color:#fff;padding:10px 18px;text-decoration:none">Book now</a></p>
</td></tr></table></td></tr></table>
<img src="https://email.harbor-bikes.example/o/88a1f.gif" width="1" height="1" alt="" style="display:block">
</body></html>""", ho=True, b=""),

dict(cls=HB, why="HTML mail with display:none mobile variant block and a desktop block; both contain the same legitimate content.",
 f="Azure Bay Resort <stay@azure-bay-resort.example>", t="Emily Shaw <emily.shaw@shaw-partners.example>",
 s="Your stay at Azure Bay: what to expect",
 h="""<html><head><style>
@media only screen and (max-width:480px){ .desktop{display:none!important} .mobile{display:block!important} }
</style></head><body style="font-family:Georgia">
<div class="desktop">
<h2>Welcome, Ms Shaw</h2>
<p>Check-in from 15:00. Our shuttle meets every flight at the airport arrivals hall; look for the blue Azure Bay sign.</p>
<p>Breakfast is served 7:00-10:30 on the Terrace.</p>
</div>
<div class="mobile" style="display:none">
<h3>Welcome, Ms Shaw</h3>
<p>Check-in 15:00. Shuttle at arrivals (blue sign). Breakfast 7-10:30, Terrace.</p>
</div>
</body></html>""", ho=True, b=""),

dict(cls=HB, why="Email-builder generated HTML with builder comments and conditional MSO blocks; harmless.",
 f="Fiesta Foods <hello@fiesta-foods.example>", t="Subscribers <subscribers@fiesta-foods.example>",
 s="New salsa flavours are here",
 h="""<!DOCTYPE html>
<html xmlns:v="urn:schemas-microsoft-com:vml"><head>
<!--[if mso]><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
<!-- Generated by MailCraft Builder v7.2 | template: promo-2col | do not edit by hand -->
</head><body style="margin:0">
<!-- BEGIN HEADER -->
<table width="600" align="center" style="font-family:Verdana"><tr><td>
<img src="https://cdn.fiesta-foods.example/logo.png" alt="Fiesta Foods logo" width="160">
<!-- END HEADER --><!-- BEGIN HERO -->
<h1>Three new salsas</h1>
<p>Mango habanero, smoky chipotle and roasted tomatillo. Find them in stores this week.</p>
<!-- END HERO -->
<!--[if mso]><table><tr><td style="padding:10px"><![endif]-->
<a href="https://fiesta-foods.example/salsas">Find a store</a>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table></body></html>""", ho=True, b=""),

dict(cls=HB, why="Images with descriptive alt text for accessibility in a product mail.",
 f="TaskTrail <news@tasktrail.example>", t="Beth Collins <beth.collins@clearwater-pr.example>",
 s="Timeline view is here",
 h="""<html><body style="font-family:Helvetica">
<h2>Timeline view is here</h2>
<img src="https://cdn.tasktrail.example/timeline.png" width="560" alt="Screenshot of the timeline view showing three projects as coloured bars across a calendar">
<p>Drag tasks to reschedule, see dependencies at a glance, and share read-only timelines with clients.</p>
<img src="https://cdn.tasktrail.example/share.png" width="560" alt="Share dialog with a toggle labelled Read-only link">
<p><a href="https://app.tasktrail.example/timeline">Try it now</a></p>
</body></html>""", b="Timeline view is here. Drag tasks to reschedule, see dependencies, share read-only timelines.\nhttps://app.tasktrail.example/timeline"),

dict(cls=HB, why="Transactional HTML with a visually hidden accessibility label (sr-only) describing a button.",
 f="SwiftParcel <updates@swiftparcel.example>", t="Maria Gomez <maria.gomez@casa-gomez.example>",
 s="Delivered: your parcel SP-55012877",
 h="""<html><head><style>.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}</style></head>
<body style="font-family:Arial">
<p>Your parcel SP-55012877 was delivered at 11:42 and left with a neighbour (No. 14).</p>
<a href="https://swiftparcel.example/t/SP-55012877/photo"><img src="https://cdn.swiftparcel.example/icons/camera.png" width="24" alt=""><span class="sr-only">View proof of delivery photo</span></a>
<p>Something wrong? <a href="https://swiftparcel.example/help">Contact us</a></p>
</body></html>""", ho=True, b=""),

dict(cls=HB, why="Newsletter with white text used only for spacing and a hidden 'view in browser' preheader; content is benign.",
 f="The Morning Stack <editors@morningstack.example>", t="Yara Saleh <yara.saleh@cedar-logistics.example>",
 s="The Morning Stack: chips, clouds and compliance",
 h="""<html><body style="background:#ffffff">
<span style="color:#ffffff;font-size:1px;display:none">Today: chip export rules, a cloud outage post-mortem, and longer SOC 2 audits.</span>
<table width="600" align="center"><tr><td>
<p style="font-size:11px;color:#999">Trouble reading? <a href="https://morningstack.example/web/2026-11-14">View in browser</a></p>
<h1 style="font-family:Georgia">The Morning Stack</h1>
<p>Good morning! Today: a new chip export rule, a cloud outage post-mortem and why SOC 2 audits are getting longer.</p>
<p style="color:#ffffff">.</p>
<p>Read online | Unsubscribe</p>
</td></tr></table>
<img src="https://px.morningstack.example/o.gif?u=8812&i=2026-11-14" width="1" height="1" alt="">
</body></html>""", ho=True, b=""),

dict(cls=HB, why="HTML invoice email with hidden structured data (schema.org JSON-LD) for inbox actions; legitimate markup.",
 f="Riverside Power <billing@riversidepower.example>", t="Nathan Hughes <nathan.hughes@hughes-family.example>",
 s="Your bill is ready: $142.18",
 h="""<html><head>
<script type="application/ld+json">
{"@context":"http://schema.org","@type":"Invoice","accountId":"88-4410-22","paymentDueDate":"2026-11-21","totalPaymentDue":{"@type":"PriceSpecification","price":"142.18","priceCurrency":"USD"},"provider":{"@type":"Organization","name":"Riverside Power"}}
</script></head>
<body style="font-family:Arial">
<p>Hi Nathan, your bill for 3 Oct - 2 Nov is <b>$142.18</b>. Autopay on 21 November.</p>
<p><a href="https://my.riversidepower.example/bills">View bill</a></p>
</body></html>""", b="Hi Nathan, your bill is $142.18. Autopay on 21 November. https://my.riversidepower.example/bills"),

dict(cls=HB, why="Marketing email with a hidden preheader and zero-width spacer characters commonly used by ESPs; harmless.",
 f="Glow Skincare <hello@glowskin.example>", t="Paula Rios <paula.rios@lumenwear.example>",
 s="Your skin will thank you",
 h="""<html><body>
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden">The winter routine our team swears by \u200c\u00a0\u200c\u00a0\u200c\u00a0\u200c\u00a0\u200c\u00a0\u200c\u00a0\u200c\u00a0</div>
<h2 style="font-family:Futura,Arial">The winter routine</h2>
<p>1. Gentle cream cleanser<br>2. Hydrating serum<br>3. Barrier balm at night</p>
<p><a href="https://glowskin.example/winter">Shop the routine</a></p>
</body></html>""", ho=True, b=""),

dict(cls=HB, why="Internal HTML announcement with an HTML comment left by the author as an editing note; benign.",
 f="Internal Comms <comms@velora-tech.example>", t="All Staff <all@velora-tech.example>",
 s="Velora quarterly town hall - Dec 12",
 h="""<html><body style="font-family:Arial">
<!-- TODO (Mira): confirm livestream link with AV before sending; remove this comment -->
<h2>Quarterly town hall</h2>
<p>Join us on <b>December 12 at 16:00</b> in the Atrium or online. Agenda:</p>
<ul><li>Q3 results and Q4 outlook</li><li>Product roadmap</li><li>Open Q&amp;A</li></ul>
<p>Submit questions in advance: <a href="https://intranet.velora-tech.example/townhall">intranet form</a></p>
<!-- footer v2 -->
<p style="font-size:11px;color:#888">Internal Communications</p>
</body></html>""", b="Quarterly town hall, December 12 at 16:00, Atrium or online. Submit questions on the intranet."),

dict(cls=HB, why="Receipt with hidden tracking pixel and an off-screen accessible heading; nothing instructional.",
 f="LunchBox <orders@lunchbox-delivery.example>", t="Office Manager <office@cinder-games.example>",
 s="Order confirmed: Team lunch Friday",
 h="""<html><body style="font-family:Arial">
<h1 style="position:absolute;left:-9999px">LunchBox order confirmation</h1>
<p><b>Your order is confirmed!</b></p>
<p>12 x Poke bowls, 4 x Veggie wraps<br>Delivery: Friday 12:30<br>Total: €214.50</p>
<p><a href="https://lunchbox-delivery.example/orders/44120">Track order</a></p>
<img src="https://t.lunchbox-delivery.example/open/44120.gif" width="1" height="1" alt="" style="border:0">
</body></html>""", ho=True, b=""),

dict(cls=HB, why="Bank email with small-print legal disclaimer in grey and a hidden preheader; legitimate.",
 f="Meridian Commerce Bank <news@mcbank.example>", t="finance@lumen-studios.example",
 s="Lower FX fees for business accounts",
 h="""<html><body>
<div style="display:none">Send payments abroad for less from January.</div>
<h2>Lower FX fees from January</h2>
<p>From 1 January, international payments from business accounts cost 0.35% (down from 0.6%).</p>
<p><a href="https://mcbank.example/business/fx">Learn more</a></p>
<p style="font-size:9px;color:#bbbbbb">Meridian Commerce Bank plc is authorised and regulated. Rates subject to change. We will never ask you to move money to a "safe account" or share your passcode by email.</p>
</body></html>""", ho=True, b=""),

dict(cls=HB, why="Event invitation HTML with a visually hidden calendar-add fallback text for screen readers.",
 f="Galerie Nord <news@galerie-nord.example>", t="Ines Moreau <ines.moreau@lumenart.example>",
 s="Gallery Night - 14th",
 b="""Join us for Gallery Night on the 14th, 19:00-23:00. New works by Aiko Mori and live jazz.

RSVP: https://galerie-nord.example/rsvp""", hid="Add to calendar: Gallery Night, the 14th, 19:00 to 23:00, Galerie Nord, 8 Rue des Arts.", m="clip", pos="end"),

dict(cls=HB, why="Newsletter where a hidden span contains only the unsubscribe/legal address for text-only clients; benign.",
 f="UX Monthly <digest@uxmonthly.example>", t="Mina Park <mina.park@foldwise.example>",
 s="10 onboarding flows we loved this month",
 b="""From progressive profiling to zero-data states, here are the flows our editors keep coming back to.

Read the roundup: https://uxmonthly.example/onboarding-10""", hid="UX Monthly, 44 Canal Street, Amsterdam. You are receiving this because you subscribed at uxmonthly.example. Unsubscribe: https://uxmonthly.example/u", m="font0", pos="end"),

dict(cls=HB, why="Survey mail using a display:none honeypot form field for bots; the hidden text is just a field label.",
 f="IT Pulse <survey@it-pulse.example>", t="Nadia Rahman <nadia.rahman@sunvale-college.example>",
 s="2-minute IT satisfaction survey",
 h="""<html><body style="font-family:Arial">
<p>How satisfied are you with IT support this term?</p>
<form action="https://it-pulse.example/s/sunvale" method="post">
<label><input type="radio" name="score" value="5"> Very satisfied</label><br>
<label><input type="radio" name="score" value="3"> Neutral</label><br>
<label><input type="radio" name="score" value="1"> Unsatisfied</label><br>
<div style="display:none"><label>Leave this field empty<input type="text" name="website"></label></div>
<button type="submit">Send</button>
</form>
</body></html>""", ho=True, b=""),

dict(cls=HB, why="Marketing email with alt text on a hero image containing the offer, common ESP practice.",
 f="OfficeHub <deals@officehub.example>", t="accounts@kingsley-dental.example",
 s="20% off printer toner this week",
 h="""<html><body style="font-family:Arial">
<a href="https://officehub.example/toner"><img src="https://cdn.officehub.example/hero-toner.jpg" width="600" alt="20% off genuine HP and Brother toner this week only. Shop now."></a>
<p>Stock up before year end. Free next-day delivery on orders over £50.</p>
<p style="font-size:11px;color:#777">OfficeHub Ltd, 3 Quay Street. <a href="https://officehub.example/unsub">Unsubscribe</a>.</p>
</body></html>""", b="20% off genuine HP and Brother toner this week only. https://officehub.example/toner"),

dict(cls=HB, why="HTML mail from a colleague's mail client including hidden signature-block markup and an Outlook-specific hidden element.",
 f="Patrick Doyle <patrick.doyle@harbourside.example>", t="Olga Ivanova <olga.ivanova@brightwell-co.example>",
 s="Re: Thanks for yesterday",
 h="""<html><head><style>p.MsoNormal{margin:0}</style></head><body lang="EN-GB">
<div class="WordSection1">
<p class="MsoNormal">Olga,</p>
<p class="MsoNormal">It was a pleasure. Let's talk pricing in January; I'll have the new cost model by then.</p>
<p class="MsoNormal">Best, Patrick</p>
<div style="mso-element:para-border-div;border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm">
<p class="MsoNormal"><b>From:</b> Olga Ivanova<br><b>Sent:</b> Tuesday<br><b>Subject:</b> Thanks for yesterday</p></div>
<p class="MsoNormal">Patrick, thank you for hosting us yesterday, the factory tour was a highlight of the trip.</p>
<span style="mso-hide:all;display:none">&nbsp;</span>
</div></body></html>""", b="Olga,\n\nIt was a pleasure. Let's talk pricing in January; I'll have the new cost model by then.\n\nBest, Patrick"),

dict(cls=HB, why="Webinar confirmation with visually hidden text summarising date for preview and an invisible spacer table.",
 f="CloudSummit <events@cloudsummit.example>", t="Diane Foster <diane.foster@oakridge-mfg.example>",
 s="You're registered: Cloud cost control in 2026",
 b="""You're registered!

Cloud cost control in 2026
Thursday 16:00 CET, 45 minutes

Join link: https://cloudsummit.example/live/cost-2026
Add to calendar: https://cloudsummit.example/live/cost-2026.ics""", hid="Thursday 16:00 CET - your join link is inside.", m="opacity", pos="start"),

dict(cls=HB, why="Transactional mail with white-on-white text used as an anti-spam token snippet (random ID), no instructions.",
 f="FileDrop <notify@filedrop.example>", t="Hana Kobayashi <hana.kobayashi@sakura-trading.example>",
 s="Your files are about to expire",
 b="""3 files you received via FileDrop will expire in 24 hours:

- Q4_catalogue.pdf
- price_matrix.xlsx
- booth_layout.png

Keep them: https://filedrop.example/keep""", hid="ref fd-88a1f-2026-11-x7 msgclass transactional", m="white", pos="end"),

dict(cls=HB, why="Church/community newsletter with an HTML comment noting the template version and hidden preheader.",
 f="Riverside Rowing Club <committee@riverside-rowing.example>", t="Members <members@riverside-rowing.example>",
 s="Spring regatta - volunteers needed",
 h="""<html><body style="font-family:Trebuchet MS">
<!-- template: club-news v3, edited by J. Reilly -->
<div style="display:none">Marshals, timekeepers and cake bakers wanted for the spring regatta.</div>
<h2>Spring regatta</h2>
<p>We need 8 marshals, 4 timekeepers and as many cake bakers as possible for Sunday 12 April.</p>
<p>Sign up on the sheet in the boathouse or reply to this email.</p>
<p>Thanks!<br>The Committee</p>
</body></html>""", b="We need 8 marshals, 4 timekeepers and cake bakers for the spring regatta, Sunday 12 April. Sign up in the boathouse or reply.",
 foot="--\nRiverside Rowing Club members list\nUnsubscribe: https://riverside-rowing.example/lists/unsub"),

dict(cls=HB, why="SaaS email with a hidden 'plain-text fallback' block and tracking-parameter links.",
 f="SendScore <metrics@sendscore.example>", t="Paula Rios <paula.rios@lumenwear.example>",
 s="Your sender reputation score: 92",
 h="""<html><body style="font-family:Arial">
<h2>Your score: 92/100</h2>
<p>Great job! Your bounce rate is 0.4% and spam complaints are below 0.05%.</p>
<p><a href="https://sendscore.example/report?utm_source=email&utm_medium=report&uid=8812">See the full report</a></p>
<div style="display:none!important;mso-hide:all">Plain version: score 92/100, bounce rate 0.4%, complaints under 0.05%. Report: https://sendscore.example/report</div>
<img src="https://sendscore.example/px/8812.gif" width="1" height="1" alt="">
</body></html>""", ho=True, b=""),

dict(cls=HB, why="Calendar-notification style HTML with a hidden machine-readable event block for email clients (microdata).",
 f="Eventbright <reminders@eventbright.example>", t="Gabriel Costa <gabriel.costa@costa-ventures.example>",
 s="Reminder: Founders breakfast tomorrow 8:00",
 h="""<html><body style="font-family:Arial">
<div itemscope itemtype="http://schema.org/EventReservation" style="display:none">
<meta itemprop="reservationNumber" content="EB-44120">
<div itemprop="reservationFor" itemscope itemtype="http://schema.org/Event">
<meta itemprop="name" content="Founders Breakfast"><meta itemprop="startDate" content="2026-11-20T08:00:00+00:00">
<div itemprop="location" itemscope itemtype="http://schema.org/Place"><meta itemprop="name" content="The Grain Room"></div>
</div></div>
<p>Just a reminder: <b>Founders Breakfast</b>, tomorrow 8:00, The Grain Room.</p>
<p>Bring business cards! Coffee is on us.</p>
</body></html>""", ho=True, b=""),

dict(cls=HB, why="Promo email with CSS hiding an alternate-language block (shown via media query for another locale); benign content.",
 f="Nordic Coffee <hello@nordiccoffee.example>", t="Lena Hoffmann <lena.hoffmann@mailbox.test>",
 s="Advent calendar is back",
 h="""<html><head><style>.de{display:none}</style></head><body style="font-family:Helvetica">
<div class="en"><h2>The advent calendar is back</h2><p>24 single-origin coffees, one for every morning until Christmas.</p></div>
<div class="de"><h2>Der Adventskalender ist zurück</h2><p>24 Single-Origin-Kaffees, einer für jeden Morgen bis Weihnachten.</p></div>
<p><a href="https://nordiccoffee.example/advent">Order now</a></p>
</body></html>""", ho=True, b=""),

dict(cls=HB, why="HTML with comments from a legal-disclaimer injector and a hidden classification label used by DLP software.",
 f="Irene Walsh <irene.walsh@walsh-events.example>", t="Jamie Lowe <jamie.lowe@venue-partners.example>",
 s="Venue contract - signed",
 h="""<html><body style="font-family:Calibri,Arial">
<p>Hi Jamie,</p>
<p>Signed venue contract attached. Deposit will go out on Friday via bank transfer as per the invoice.</p>
<p>Thanks,<br>Irene</p>
<!-- Disclaimer inserted by MailPolicy 4.1 -->
<p style="font-size:9px;color:#999">This email is confidential and intended for the addressee only.</p>
<span style="display:none" class="msip_labels">Classification: Internal</span>
</body></html>""", b="Hi Jamie,\n\nSigned venue contract attached. Deposit will go out on Friday via bank transfer as per the invoice.\n\nThanks,\nIrene"),
]

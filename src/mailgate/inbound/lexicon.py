"""Small multilingual word tables the structural injection check reads (data, not logic).

Each table maps a language to regular-expression alternatives, matched case-insensitively on
folded text (NFKC, invisible characters removed). They name roles (who is addressed), actions
with an effect outside the mailbox, sensitive data, secrecy demands, and fake system or end-of-mail
markers. Languages: en, de, fr, es, pt, it, nl, ru, zh, ja, ko, ar. Stems are short on purpose:
inflected forms must match, and a miss only costs recall, which the classifier backs up.
"""

from __future__ import annotations

import re

from mailgate.inbound.literals import Alternation, Narrowed, Words, automaton

# An automated reader named outright: only a machine is meant.
ROLE_MACHINE: dict[str, str] = {
    "en": r"\b(?:a\.?i\.?|llm|gpt|copilot|chat ?bot|bot|language model|automated (?:system|reader|assistant|agent|"
    r"triage|process\w*|tool|pipeline|service)s?|automation|summari[sz](?:er|ing (?:assistant|tool|bot))|machine readers?|"
    r"(?:digital|virtual|e-?mail|mailbox|inbox|automatic) (?:assistant|agent)s?|processing system|"
    r"(?:e-?mail|mail|mailbox|inbox) (?:processing|software|automation))\b",
    "de": r"\b(?:ki|k\.i\.|künstliche intelligenz|sprachmodell|bot|automatisiert\w*|ki-\w+|digitale\w* assistent\w*)\b",
    "fr": r"\b(?:ia|i\.a\.|intelligence artificielle|mod[eè]le de langage|bot|robot|automatis\w*|"
    r"assistant (?:numérique|virtuel))\b",
    "es": r"\b(?:ia|i\.a\.|inteligencia artificial|modelo de lenguaje|bot|automatizad\w*|asistente (?:digital|virtual))\b",
    "pt": r"\b(?:ia|i\.a\.|intelig[eê]ncia artificial|modelo de linguagem|bot|automatizad\w*|"
    r"assistente (?:digital|virtual|automático))\b",
    "it": r"\b(?:ia|i\.a\.|intelligenza artificiale|modello linguistico|bot|automatizzat\w*|assistente (?:digitale|virtuale)|"
    r"agente automatico)\b",
    "nl": r"\b(?:ai|kunstmatige intelligentie|taalmodel|bot|geautomatiseerd\w*|digitale assistent)\b",
    "ru": r"(?:\bии\b|искусственн\w+ интеллект\w*|нейросет\w*|языков\w+ модел\w*|\bбот\w*|автоматическ\w+|цифров\w+ ассистент\w*|виртуальн\w+ ассистент\w*)",
    "zh": r"(?:人工智能|(?<![a-z])AI(?![a-z])|智能助手|智能助理|机器人|機器人|自动化系统|自動化系統|自动处理|语言模型|語言模型|大模型|数字助理|數位助理|数字助手|虚拟助手)",
    "ja": r"(?:(?<![a-z])AI(?![a-z])|人工知能|ボット|自動処理|自動システム|言語モデル|デジタルアシスタント)",
    "ko": r"(?:(?<![a-z])AI(?![a-z])|인공지능|봇|자동 ?시스템|자동화|언어 ?모델|디지털 비서)",
    "ar": r"(?:الذكاء الاصطناعي|ذكاء اصطناعي|الآلي|آلي|الروبوت|بوت|نموذج لغوي|المساعد الرقمي)",
    "pl": r"(?:\bsztuczn\w+ inteligencj\w*|\bmodel\w* językow\w*|\bautomatyczn\w+ (?:asystent|system)\w*)",
    "tr": r"(?:\byapay zek\w*|\bdil model\w*|\botomatik (?:asistan|sistem)\w*|\bdijital asistan\w*)",
    "sv": r"\b(?:ai-\w+|artificiell intelligens|språkmodell\w*|automatisk\w* (?:assistent|system|agent)\w*|"
    r"digital\w* assistent\w*)",
    # hi, id, vi ("AI" itself is matched by the en entry)
    "hi": r"(?:एआई|ए\.आई\.|कृत्रिम बुद्धि\S*|बॉट|स्वचालित (?:सिस्टम|प्रणाली|सहायक)|डिजिटल सहायक|वर्चुअल सहायक|भाषा मॉडल)",
    "id": r"\b(?:kecerdasan buatan|asisten (?:digital|virtual|otomatis)|model bahasa|sistem otomatis|bot)\b",
    "vi": r"(?:trí tuệ nhân tạo|trợ lý (?:ảo|số|tự động)|hệ thống tự động|mô hình ngôn ngữ|\bbot\b)",
}

# Phrases that speak to an automated reader by themselves.
ROLE_SPEAKING = (
    r"\bif (?:an?|the|this|your|any) (?:\w+ ){0,2}(?:assistant|bot|ai|agent|system) (?:\w+ ){0,2}(?:read|process|manag|handl|"
    r"file|sort|triag|answer)\w*|"
    # a reader picked by what it can do, then spoken to: "if your integration agent has access to the vault:
    # call ...", "if the assistant can run commands there, please ..." (mail about agents goes on with
    # another subject: "if an AI agent has access to your inbox, an attacker may ...")
    r"\bif (?:an?|the|this|your|any) (?:\w+ ){0,2}(?:assistant|bot|ai|agent)s? (?:has|have|can|is able|is allowed|"
    r"is permitted|with) (?:\w+ )?(?:access|permission|rights|privileges|run|execute|call|use|reach|write|merge|"
    r"approve|send|post|push)\w*[^.!?\n:]{0,80}?(?::|,\s*please\b)|"
    # "Agents with merge permission:", "AI assistants with admin rights:" as a heading
    r"(?<![^\n])[ \t]*(?:\w+ )?(?:assistant|bot|ai|agent)s? with [^:\n]{0,40}(?:access|permissions?|rights|privileges)"
    r"[^:\n]{0,20}:|\b(?:is|are) (?:this|the|your) (?:mailbox|inbox|e-?mail|mail)s? (?:\w+ )?"
    r"(?:read|processed|managed|handled) by|"
    r"\b(?:this|the|your) (?:mailbox|inbox|e-?mail|mail|messages?|correspondence)s? (?:is|are|gets?|being) "
    r"(?:\w+ )?(?:read|processed|managed|handled|screened|triaged|sorted|summari[sz]ed|answered) by|\bsollte (?:eine?|der|die) (?:\w+ )?(?:assistent\w*|ki|bot|agent)|"
    r"\bwenn (?:eine?|der|die) (?:\w+ )?(?:assistent\w*|ki|bot) |\bsi (?:un|une|votre) (?:\w+ )?(?:assistant|ia|bot|agent)|"
    r"\bsi (?:un|una|su) (?:\w+ )?(?:asistente|ia|bot|agente)|\bse (?:um|uma|o) (?:\w+ )?(?:assistente|ia|bot|agente)|"
    r"\bse (?:un|una|la sua|questa) [^.\n]{0,40}(?:assistente|agente|ia|bot)\b|"
    r"\b(?:als|wordt) (?:een|de|deze|uw) [^.\n]{0,40}(?:assistent|ai|bot|agent|systeem)\b|"
    r"если [^.\n]{0,30}(?:ассистент|бот|ии\b|помощник)|如果[^。\n]{0,15}(?:助手|助理|机器人|機器人|AI)|"
    r"(?:アシスタント|ボット|AI)が[^。\n]{0,25}(?:場合|たら|なら)|"
    r"(?:비서|봇|AI|어시스턴트)(?:가|이) [^.\n]{0,25}(?:다면|으면|있으면)|(?:إذا|لو) [^.\n]{0,40}(?:مساعد|بوت|الذكاء)|"
    # "if this (mail) is being read by Sam's AI helper": the reader picked by being a machine
    r"\bif (?:this|it) (?:\w+ )?(?:is|gets|was|has been) (?:being )?(?:read|processed|handled|opened|summari[sz]ed|"
    r"triaged|screened) by (?:an? |the |any |some |your |\w+['’]s )?(?:\w+ ){0,2}(?:ai|assistant|bot|agent|copilot|"
    r"automated|model|llm)\b|"
    r"(?:अगर|यदि)[^।\n]{0,40}(?:एआई|सहायक|बॉट)[^।\n]{0,30}(?:पढ़|प्रोसेस|संभाल)|"
    r"\b(?:jika|kalau|apabila) [^.\n]{0,40}(?:asisten|agen|ai|bot)\b|"
    r"(?:nếu|trường hợp) [^.\n]{0,40}(?:trợ lý|AI|bot)|"
    r"\b(?:whoever|whatever|anyone|anything|any system) (?:(?:is )?(?:process|read|handl|summari[sz]|triag|manag|"
    r"pars)\w*)|\bif you are an? (?:ai|assistant|bot|model|automated|language|llm|agent|system)\b|"
    # a chat mention of a machine: "@mailbot", "@ai-assistant" (an address has a word before its @)
    r"(?<![\w.+-])@[\w.-]*(?:bot|assistant|agent|gpt|copilot)\b|"
    r"\b(?:falls|wenn) (?:du|sie) (?:eine? )?(?:ki|assistent\w*|bot|automatisiert\w*)|\bsi (?:vous [êe]tes|tu es) (?:une? )?(?:ia|assistant|robot|syst[eè]me)|"
    r"\bsi eres (?:una? )?(?:ia|asistente|bot|sistema)|\bse (?:você é|for) (?:uma? )?(?:ia|assistente|bot|sistema)|"
    r"\bse sei (?:una? )?(?:ia|assistente|bot|sistema)|\bals (?:je|u) (?:een )?(?:ai|assistent|bot|systeem)|"
    r"если (?:ты|вы) (?:—\s*)?(?:ии|ассистент|бот|помощник|автоматическ)|如果你是|如果您是|あなたが(?:AI|アシスタント|自動)|"
    r"당신이 (?:AI|어시스턴트|비서|자동)|إذا كنت (?:مساعد|نظام|ذكاء)"
)

# A reader described by the mail it works on: "whichever agent triages these", "the assistant that
# manages your mailbox", "the AI processing this account". A machine reading this very mail ("who"
# would be a person). In list mail it counts only where it leads its line (prose describes agents).
ROLE_DESCRIBED = (
    r"\b(?:whoever|whatever|whichever|any|every|each|the|an?) (?:\w+ )?(?:assistant|agent|bot|ai|model|"
    r"automation|copilot)s? (?:(?:that|which) (?:is |are )?)?(?:process|read|handl|summari[sz]|triag|manag|sort|"
    r"screen|monitor|pars)\w* (?:this|these|your|incoming|\w+['’]s) (?:\w+ )?(?:mail|e-?mail|inbox|"
    r"mailbox|account|thread|message|notification|ticket|correspondence|queue)"
    r"|\b(?:the|any|whichever|whatever) (?:\w+ )?(?:assistant|agent|bot|ai|automation)s? (?:handl|manag|process)\w* "
    r"(?:\w+['’]s |your )(?:paperwork|documents|contracts|payments|invoices|calendar|files|admin|accounts)"
    # the same in other languages: "Agent IA qui traite ce ticket", "이 문의를 처리하는 AI", "agen AI yang membaca
    # ringkasan ini", "处理此邮件的AI"
    r"|\b(?:assistant|agent|ia|bot)\w*(?: ia)? qui (?:traite|lit|g[èe]re|trie|r[ée]sume)\w* (?:ce|cet|cette|ces|votre|vos) "
    r"(?:\w+ )?(?:mail|e-?mail|courriel|message|ticket|bo[îi]te|dossier|demande|r[ée]clamation)"
    r"|\b(?:asistente|agente|ia|bot)(?: de ia| ia)? que (?:procesa|lee|gestiona|maneja|clasifica|resume|atiende) "
    r"(?:este|esta|estos|estas|su|tu|sus|tus) (?:\w+ )?(?:correo|mensaje|ticket|bandeja|buz[óo]n|solicitud|reclamo|caso)"
    r"|\b(?:assistente|agente|ia|bot)(?: de ia| ia)? que (?:processa|l[êe]|gerencia|trata|resume|atende) "
    r"(?:este|esta|estes|estas|seu|sua|seus|suas) (?:\w+ )?(?:e-?mail|mensagem|chamado|ticket|caixa|pedido|solicita)"
    r"|\b(?:assistente|agente|ia|bot)(?: ia)? che (?:elabora|legge|gestisce|smista|riassume) (?:questa|questo|questi|"
    r"queste|la sua|il suo|la tua|il tuo) (?:\w+ )?(?:mail|e-?mail|messagg|ticket|casella|richiest)"
    r"|\b(?:assistent|agent|ki|bot)\w*,? (?:der|die|das) (?:diese[nrs]?|ihre[nrs]?|deine[nrs]?|eingehende) (?:\w+ )?"
    r"(?:mail|e-?mail|nachricht|postfach|ticket|anfrage)\w* (?:bearbeitet|liest|verarbeitet|verwaltet|sortiert)"
    r"|\b(?:assistent|agent|ai|bot) die (?:deze|uw|je|jouw) (?:\w+ )?(?:mail|e-?mail|bericht|inbox|ticket|aanvra)\w* "
    r"(?:leest|verwerkt|beheert|sorteert)"
    r"|(?:ассистент|помощник|бот|ии|агент)\w*,? (?:который|которая|которое) (?:обрабатывает|читает|разбирает|"
    r"сортирует) (?:это|эти|этот|эту|ваш|вашу|ваши)"
    r"|\b(?:agen|asisten|bot)(?: ai)? yang (?:membaca|memproses|menangani|mengelola|merangkum) (?:\w+ ){0,2}"
    r"(?:ini|anda)\b"
    r"|(?:trợ lý|AI|bot)[^.\n]{0,12}(?:đang |khi )?(?:xử lý|đọc|quản lý|tóm tắt) (?:\S+ ){0,3}(?:này|của bạn)"
    r"|(?:处理|處理|阅读|閱讀|读取|讀取|管理)(?:这|這|此|本)(?:封|个|個|条|條)?(?:邮件|郵件|工单|工單|请求|請求|消息|訊息|"
    r"邮箱|郵箱)的(?:AI|人工智能|助手|助理|机器人|機器人|代理)"
    r"|(?:この|本)(?:メール|メッセージ|問い合わせ|チケット|受信箱)を(?:処理|読|管理|確認)[^。\n]{0,6}"
    r"(?:AI|アシスタント|エージェント|ボット)"
    r"|(?:이|본|해당) ?(?:문의|메일|이메일|메시지|티켓|요청|받은편지함)(?:를|을)? (?:처리|읽|관리|확인)하는 "
    r"(?:AI|인공지능|봇|비서|어시스턴트|에이전트)"
)

# Words for an assistant or agent: a person can be one, so these count only with more evidence.
# (A stem runs on over letters only: "agent_action" is a field's name, not a word of address.)
ROLE_ASSISTANT: dict[str, str] = {
    "en": r"\b(?:assistant|agent|copilot|model)\b(?! (?:manager|director|professor|coach|editor|teacher))",
    "de": r"\b(?:assistent[^\W_]*|agent[^\W_]*)\b",
    "fr": r"\b(?:assistant[^\W_]*|agent)\b",
    "es": r"\b(?:asistente|agente)\b",
    "pt": r"\b(?:assistente|agente)\b",
    "it": r"\b(?:assistente|agente)\b",
    "nl": r"\b(?:assistent[^\W_]*|agent)\b",
    "ru": r"(?:ассистент[^\W_]*|помощник[^\W_]*|агент[^\W_]*)(?!\w)",
    "zh": r"(?:助手|助理|代理)",
    "ja": r"(?:アシスタント|エージェント|秘書)",
    "ko": r"(?:어시스턴트|비서|에이전트)",
    "ar": r"(?:المساعد|مساعد|الوكيل)",
    "pl": r"\b(?:asystent[^\W_]*|asystenc[^\W_]*|agent[^\W_]*)(?!\w)",  # (vocative: "asystencie")
    "tr": r"\b(?:asistan[^\W_]*|ajan[^\W_]*)(?!\w)",
    "sv": r"\b(?:assistent[^\W_]*|agent[^\W_]*)(?!\w)",
    "hi": r"(?:सहायक|एजेंट)",
    "id": r"\b(?:asisten|agen)\b",
    "vi": r"(?:trợ lý|tác tử)",
}

# Being addressed: "to the ...", "note to ...", "dear ...", "if you are ...", "for ...:".
ADDRESSING: dict[str, str] = {
    "en": r"(?:^[\s(\[]*(?:to|for)\b|\b(?:notes?|messages?|instructions?|reminders?|p\.?s\.?|request|task|question|action|"
    r"memo|notice|info|information|this|and|also|one more thing) (?:to|for)\b|\b(?:dear|hey|hi|hello|attention|attn|"
    r"if you are|you are|p\.?s\.?|calling all)\b|(?<![\w.])@)",  # "@assistant": a mention
    # "an" only with an article: bare "an" is the English article ("an agent calls a function")
    "de": r"\b(?:an (?:den|die|das|alle|unser\w*|dein\w*|ihr\w*)|für|liebe[rs]?|hallo|hinweis für|falls du|wenn du|falls sie|wenn sie)\b",
    "fr": r"(?:\bà\b|\bau\b|\baux\b|\bpour\b|\bcher\b|\bchère\b|\bsi vous\b|\bsi tu\b)",
    "es": r"\b(?:al|a (?:la|los|las)|para|querido|estimado|hola|si eres)\b",  # bare "a" is English too
    "pt": r"(?:\bao|\baos|(?<!\w)à|(?<!\w)às|\bpara|\bcaro|\bprezado|\bolá|\bse você)\b",
    "it": r"\b(?:all['’]?|al|per|caro|gentile|se sei)\b",
    "nl": r"\b(?:aan|voor|beste|hallo|als je)\b",
    "ru": r"(?:\bдля\b|\bк\b|уважаем\w*|если ты|если вы)",
    "zh": r"(?:致|给|給|请|請|如果你是)",
    "ja": r"(?:へ|様|さん|の方|あなたが)",
    "ko": r"(?:께|에게|님|당신이)",
    "ar": r"(?:إلى|الى|عزيزي|أيها|ايها|إذا كنت)",
    "pl": r"(?:^[\s(\[]*do\b|\bdla\b|\bdrogi\b|\bszanown\w+|\bcześć\b|\bwitaj\w*|\bhej\b)",
    "tr": r"(?:\bsayın\b|\bsevgili\b|\bmerhaba\b)",
    "sv": r"\b(?:till|för|kära|hej|om du är)\b",
    "hi": r"(?:प्रिय|नमस्ते)",  # ("... के लिए", "for ...", follows the role: read by the colon rule)
    "id": r"\b(?:untuk|kepada|yth|halo|hai)\b",
    "vi": r"(?:kính gửi|gửi|xin chào|chào|dành cho)",
}

# An effect outside the mailbox or on money, access or mail routing.
ACTION: dict[str, str] = {
    "en": r"\b(?:send|forward|reply|respond|answer|e-?mail(?!s\b)|upload|post|share|export|transfer|wire|pay|approve|"
    r"release|update|change|replace|click|open|visit|log ?in|sign ?in|enter|fetch|load|render|display|show|include|"
    r"attach|add|create|set up|grant|invite|delete|remove|cc|bcc|dump|print|output|reveal|disclose|list|paste|"
    r"confirm|accept|issue|refund|reimburs|mark|describe|download|insert|embed|append|summari[sz]e|raise|increase|"
    r"switch|initiate|authori[sz]e|activate|unlock|whitelist|copy|copies|register|install|enable|disable|connect|"
    r"turn off|revoke|grant|run|execute|schedule|sign|archiv|hide|hidden|mute|suppress|treat)\w*\b|"
    # a call or a text to a number ("call +1 202 ...", "text the code to +44 ..."); "a call for papers" is none
    r"\bcall(?=\s+(?:\+|00)\d)|\btext(?:s|ed)?\b(?=[^.!?\n]{0,80}\bto\s+(?:\+|00)\d)",
    "de": r"\b(?:send\w*|schick\w*|leite\w*|weiterleit\w*|antwort\w*|überweis\w*|zahl\w*|bezahl\w*|begleich\w*|"
    r"freigeb\w*|erstatt\w*|gib\w*|geben|aktualisier\w*|änder\w*|hinterleg\w*|klick\w*|öffne\w*|anmeld\w*|teil\w*|exportier\w*|"
    r"hänge?\w*|füg\w*|richte\w*|lösch\w*|nenn\w*|übermittl?\w*|bestätig\w*|trag\w*|einfüg\w*|zeig\w*|lad\w*|umleit\w*|archivier\w*|verschieb\w*|ausblend\w*|verberg\w*|markier\w*|behandl\w*)\b",
    "fr": r"\b(?:envo\w*|transf[eéè]r\w*|répon\w*|repon\w*|pa[yi]\w*|régl\w*|regl\w*|valid\w*|approuv\w*|mets|mettre|"
    r"mettez|mett\w*|modifi\w*|chang\w*|clique\w*|ouvr\w*|connect\w*|partag\w*|export\w*|joign\w*|joindre|ajout\w*|"
    r"cré\w*|supprim\w*|rembours\w*|communiqu\w*|indiqu\w*|inclu\w*|affich\w*|insér\w*|confirm\w*|vir\w*|fai[st] suivre|"
    r"redirig\w*|archiv\w*|masqu\w*|déplac\w*|cach\w*|marque[zr]?|traite[zr]?)\b",
    "es": r"\b(?:env[ií]\w*|reenv[ií]\w*|respond\w*|contest\w*|pag\w*|abon\w*|aprueb\w*|aprob\w*|actualiz\w*|"
    r"cambi\w*|haz clic|pulsa|abr\w*|inicia sesi[oó]n|compart\w*|export\w*|adjunt\w*|añad\w*|agreg\w*|cre[ae]\w*|"
    r"borr\w*|elimin\w*|inclu\w*|reembols\w*|devuelv\w*|muestr\w*|mostr\w*|insert\w*|confirm\w*|transfer\w*|manda\w*|reenvía\w*|"
    r"redirig\w*|desv[ií]\w*|archiv\w*|ocult\w*|mueve\w*|mover|m[áa]rca\w*|trata\w*)\b",
    "pt": r"\b(?:envi\w*|reenvi\w*|encaminh\w*|respond\w*|pag\w*|quit\w*|aprov\w*|atualiz\w*|alter\w*|mud\w*|"
    r"clique\w*|abr\w*|entr[ea]\w*|reembols\w*|compartilh\w*|export\w*|anex\w*|adicion\w*|cri[ae]\w*|exclu\w*|apag\w*|inclu\w*|"
    r"mostr\w*|exib\w*|insir\w*|confirm\w*|transfer\w*|mand\w*|redirecion\w*|arquiv\w*|ocult\w*|mova|mover|marque\w*|trate\w*)\b",
    "it": r"\b(?:invi\w*|inoltr\w*|rispond\w*|pag\w*|sald\w*|approv\w*|aggiorn\w*|modific\w*|cambi\w*|clicc\w*|"
    r"apri\w*|accedi\w*|rimbors\w*|condivid\w*|esport\w*|allega\w*|aggiung\w*|cre[ai]\w*|elimin\w*|cancell\w*|includ\w*|"
    r"mostr\w*|inserisc\w*|conferm\w*|trasferi\w*|bonific\w*|manda\w*|reindirizz\w*|archivi\w*|nascond\w*|spost\w*|segna\w*|tratta\w*)\b",
    "nl": r"\b(?:stuur\w*|mail\w*|neem\w*|geef\w*|verleen\w*|verstuur\w*|zend\w*|doorsturen|stuur door|antwoord\w*|beantwoord\w*|betaal\w*|betalen|"
    r"keur\w*|goedkeur\w*|terugbetal\w*|wijzig\w*|pas\w* aan|aanpassen|zet\w*|klik\w*|open\w*|log in|inloggen|deel|delen|"
    r"exporteer\w*|voeg\w*|toevoegen|maak\w*|verwijder\w*|vermeld\w*|toon\w*|bevestig\w*|overmaken|maak over|"
    r"archiveer\w*|verberg\w*|verplaats\w*|markeer\w*|behandel\w*)\b",
    "ru": r"(?:отправ\w*|перешл\w*|пересла\w*|присла\w*|оформ\w*|перевод\w*|предостав\w*|ответ\w*|оплат\w*|заплат\w*|переведи\w*|перевест\w*|одобр\w*|"
    r"обнов\w*|верни\w*|измен\w*|замен\w*|нажм\w*|перейд\w*|открой\w*|войд\w*|подел\w*|выгруз\w*|экспорт\w*|приложи\w*|"
    r"добав\w*|созда\w*|удал\w*|укаж\w*|включи\w*|покаж\w*|вставь\w*|подтверд\w*|пришл\w*|вышл\w*|сообщи\w*|архивир\w*|скрой\w*|скрыть|перемест\w*|отметь\w*|пометь\w*)",
    "zh": r"(?:发送|發送|发给|發給|发到|發到|发我|發我|发一下|發一下|列出|列明|附上|授予|开通|開通|转发|轉發|回复|回覆|支付|付款|汇款|匯款|转账|轉帳|批准|审批|更新|更改|"
    r"修改|变更|點擊|点击|打开|打開|登录|登入|分享|导出|導出|附上|添加|新增|创建|建立|删除|刪除|包含|显示|顯示|"
    r"插入|确认|確認|抄送|提供|共享|转交|轉交|上传|上傳|归档|歸檔|隐藏|隱藏|移到|移至)",
    "ja": r"(?:送信|送付|転送|返信|送り|お送り|付与|記載|支払|振込|振り込|承認|更新|変更|クリック|開い|ログイン|共有|エクスポート|添付|"
    r"追加|作成|削除|含め|表示|挿入|確認|送っ|送る|教え|アーカイブ|非表示|移動)",
    "ko": r"(?:보내|전송|전달|회신|답장|지급|결제|송금|이체|승인|변경|업데이트|클릭|열어|로그인|공유|내보내|첨부|"
    r"추가|생성|삭제|포함|표시|삽입|확인|알려|보관|숨기|숨겨|이동)",
    "ar": r"(?:أرسل|ارسل|أرسلي|ابعت\w*|ابعث\w*|إرسالها|ارسالها|امنح|أعد توجيه|حوّل|حول|رد|ردّ|ادفع|سدد|سداد|دفع|وافق|اعتمد|حدّث|حدث|تحديث|غيّر|غير|"
    r"تغيير|انقر|اضغط|افتح|سجل الدخول|شارك|صدّر|صدر|تصدير|أرفق|ارفق|أضف|اضف|أنشئ|احذف|ضمّن|اعرض|أدرج|أكد|"
    r"تحويل|إرسال|ارسال)",
    "pl": r"\b(?:prześlij\w*|przeslij\w*|wyślij\w*|wyslij\w*|przekaż\w*|przekaz\w*|odpowiedz\w*|zapłać|zaplac|"
    r"przelej\w*|opłać|zmień\w*|zmien\w*|zaktualizuj\w*|kliknij|otwórz|otworz|udostępnij\w*|dodaj\w*|usuń|usun|"
    r"potwierdź|potwierdz|podaj\w*|załącz\w*|zalacz\w*|wyeksportuj\w*|zatwierdź\w*)",
    "tr": r"\b(?:gönder\w*|gonder\w*|ilet\w*|yanıtla\w*|yanitla\w*|cevapla\w*|öde\w*|havale|aktar\w*|"
    r"değiştir\w*|degistir\w*|güncelle\w*|guncelle\w*|tıkla\w*|tikla\w*|paylaş\w*|paylas\w*|ekle\w*|sil(?:in|iniz)?\b|"
    r"onayla\w*|paylaşın|yolla\w*)",
    "sv": r"\b(?:skicka\w*|vidarebefordra\w*|svara\w*|betala\w*|överför\w*|godkänn\w*|godkänt|uppdatera\w*|"
    r"ändra\w*|klicka\w*|öppna\w*|logga in|dela\w*|exportera\w*|bifoga\w*|lägg till|lägga till|skapa\w*|"
    r"radera\w*|ta bort|bekräfta\w*|spara\w*|lämna ut)\b",
    # (Hindi puts the verb last: "भुगतान ... करें", "pay ... do"; the noun of the act stands first)
    "hi": r"(?:भेज|भुगतान|साझा|फ़ॉरवर्ड|फॉरवर्ड|ट्रांसफ़र|ट्रांसफर|अपडेट|बदल|हटा|मिटा|डिलीट|जोड़|बता|मंज़ूर|मंजूर|"
    r"स्वीकृत|पुष्टि|रिफ़ंड|रिफंड)",
    "id": r"\b(?:kirim\w*|teruskan|bayar\w*|transfer\w*|perbarui|ubah|ganti|bagikan|setujui|konfirmasi\w*|hapus|"
    r"tambahkan|balas\w*|berikan|unggah|klik|buka|refund|kembalikan|lampirkan|sertakan)\b",
    "vi": r"(?:gửi|chuyển tiếp|chuyển (?:khoản|tiền)|thanh toán|xác nhận|cập nhật|thay đổi|chia sẻ|xóa|xoá|thêm|"
    r"phê duyệt|duyệt|trả lời|cung cấp|tiết lộ|nhấp|bấm|hoàn tiền|tải lên|đính kèm)",
}

# Data a mailbox holds that an attacker wants out.
SENSITIVE: dict[str, str] = {
    "en": r"\b(?:passwords?|passcodes?|pins?|credentials|log ?ins?|sign-in|api[ -]?keys?|tokens?|secrets?|"
    r"private keys?|ssh keys?|(?:mfa|2fa|otp|backup|recovery|verification|door|alarm|auth\w*) codes?|"
    r"card (?:number|details)|cvc|cvv|credit card|iban|swift|bic|bank (?:details|account|login|statements?)|"
    r"account (?:number|details)|routing number|sort code|direct deposit|payroll|salar\w+|passport|ssn|"
    r"social security|date of birth|client list|customer list|contacts?|address book|(?:price|pricing) \w+|"
    r"internal|confidential|contract|nda|non-disclosure agreement|redlines?|invoices?|inbox|mailbox|(?:all|other|previous|earlier|recent|last) "
    r"(?:\w+ )?(?:e-?mails?|messages|mails|conversations|threads)|thread|system prompt|instructions|context window|"
    r"conversation history|config\w*|spreadsheet|calendar|free/busy|wi-?fi|tax id|(?:crypto|connected|linked) ?wallets?|"
    r"(?:seed|recovery) phrases?|"
    # files laid open: "the entire Projects folder", "an 'anyone with the link' share"
    r"(?:entire|whole|all(?: of)?(?: the| my| your)?) (?:\w+ )?(?:folders?|drives?|director(?:y|ies)|repositor(?:y|ies)|"
    r"files|documents)|anyone with the link|public (?:share|link)|sharing link)\b",
    "de": r"(?:passw[öo]rt\w*|kennw[öo]rt\w*|zugangsdaten|anmeldedaten|login\w*|pin|tan|schlüssel|token|"
    r"bankverbindung|iban|kontonummer|kontodaten|kreditkart\w*|kartennummer|gehalt\w*|lohn\w*|personalausweis|"
    r"reisepass|ausweis\w*|kundenliste|kundendaten|kontakt\w*|adressbuch|preisliste\w*|angebot\w*|rechnung\w*|"
    r"vertr[äa]g\w*|vertraulich\w*|intern\w*|postfach|e-?mails|nachrichten|korrespondenz|systemprompt|"
    r"anweisungen|lieferantenstamm)",
    "fr": r"\b(?:mots? de passe|identifiants|codes?|cl[ée]s?|jetons?|rib|iban|coordonn[ée]es bancaires|"
    r"num[ée]ro de carte|carte bancaire|cryptogramme|salaires?|paie|passeport|pi[èe]ce d['’]identit[ée]|"
    r"fichier clients?|liste (?:des )?clients|contacts|carnet d['’]adresses|tarifs?|devis|factures?|contrats?|"
    r"confidentiel\w*|interne\w*|bo[îi]te (?:mail|de r[ée]ception)|e-?mails|courriels|messages|instructions)",
    "es": r"\b(?:contraseñas?|credenciales|claves?|c[óo]digos?|tokens?|iban|datos bancarios|cuenta bancaria|"
    r"n[úu]mero de (?:la )?(?:tarjeta|cuenta)|tarjeta|cvv|n[óo]minas?|salarios?|pasaporte|dni|lista de clientes|"
    r"contactos|agenda|tarifas|precios|presupuestos?|facturas?|contratos?|confidencial\w*|intern[oa]s?|"
    r"bandeja|correos|mensajes|instrucciones)",
    "pt": r"\b(?:senhas?|credenciais|chaves?|c[óo]digos?|tokens?|iban|dados banc[áa]rios|conta banc[áa]ria|"
    r"n[úu]mero do cart[ãa]o|cart[ãa]o|cvv|folha de pagamento|sal[áa]rios?|passaporte|cpf|rg|lista de clientes|"
    r"contatos|tabela de pre[çc]os|pre[çc]os|or[çc]amentos?|faturas?|boletos?|contratos?|confidencia\w*|"
    r"intern[oa]s?|caixa de (?:entrada|e-mail)|e-?mails|mensagens|instru[çc][õo]es)",
    "it": r"\b(?:password|credenziali|chiav\w+|codic\w+|token|iban|coordinate bancarie|conto corrente|"
    r"numero (?:della )?carta|carta di credito|cvv|buste paga|stipendi?|passaporto|documenti d['’]identit[àa]|"
    r"codice fiscale|elenco clienti|lista clienti|contatti|rubrica|listini?|prezzi|preventiv\w+|fatture?|"
    r"contratt\w+|riservat\w+|intern\w+|casella|e-?mail|messaggi|istruzioni)",
    "nl": r"\b(?:wachtwoord\w*|inloggegevens|codes?|sleutels?|tokens?|iban|bankgegevens|rekeningnummer|"
    r"creditcard\w*|kaartnummer|salaris\w*|loonstroken?|paspoort\w*|bsn|klantenlijst|klantgegevens|contacten|"
    r"adresboek|prijzen|prijslijst\w*|offertes?|facturen|factuur|contract\w*|vertrouwelijk\w*|intern\w*|"
    r"mailbox|inbox|e-?mails|berichten|instructies)",
    "ru": r"(?:парол\w*|учётн\w+ данн\w*|учетн\w+ данн\w*|логин\w*|ключ\w*|токен\w*|код\w*|реквизит\w*|"
    r"номер\w* карт\w*|карт\w*|cvc|cvv|счёт|счет\w*|зарплат\w*|паспорт\w*|список клиентов|клиентск\w+ баз\w*|"
    r"контакт\w*|прайс\w*|цен\w*|договор\w*|конфиденциальн\w*|внутренн\w*|почт\w*|писем|письма|переписк\w*|"
    r"инструкци\w*)",
    "zh": r"(?:密码|密碼|口令|凭证|憑證|登录信息|登入資訊|密钥|密鑰|令牌|验证码|驗證碼|银行|銀行|账户|帳戶|账号|帳號|"
    r"卡号|卡號|信用卡|工资|薪资|薪資|护照|護照|身份证|身份證|客户名单|客戶名單|联系人|聯絡人|通讯录|通訊錄|价格|"
    r"價格|报价|報價|发票|發票|合同|合約|机密|機密|内部|內部|邮件|郵件|邮箱|郵箱|指令|指示)",
    "ja": r"(?:パスワード|認証情報|ログイン情報|暗証番号|キー|トークン|コード|口座|銀行|カード番号|クレジットカード|"
    r"給与|パスポート|マイナンバー|顧客リスト|顧客名簿|連絡先|名簿|価格|見積|請求書|契約|機密|社外秘|社内|メール|"
    r"受信箱|指示)",
    "ko": r"(?:비밀번호|암호|인증 ?정보|로그인 ?정보|키|토큰|코드|계좌|은행|카드 ?번호|신용카드|급여|여권|"
    r"주민등록번호|고객 ?명단|고객 ?목록|연락처|주소록|가격|단가|견적|청구서|계산서|계약|기밀|내부|메일|받은편지함|지시)",
    "ar": r"(?:كلمة المرور|كلمات المرور|كلمة السر|بيانات الدخول|بيانات الاعتماد|مفتاح|رمز|رموز|الحساب البنكي|"
    r"البيانات البنكية|بياناتهم البنكية|رقم الحساب|آيبان|ايبان|رقم البطاقة|البطاقة|الرواتب|راتب|جواز|الجوازات|"
    r"الهوية|قائمة العملاء|العملاء|جهات الاتصال|الأسعار|عروض الأسعار|الفواتير|فاتورة|العقود|عقد|سري|سرية|داخلي|"
    r"الرسائل|رسائل|البريد|التعليمات)",
    "pl": r"(?:hasł\w*|hasl\w*|dane logowania|dan\w+ dostęp\w*|klucz\w*|kod\w*|token\w*|wyciąg\w*|wyciag\w*|"
    r"numer\w* kont\w*|rachun\w*|kart\w* kredytow\w*|faktur\w*|umow\w*|poufn\w*|wewnętrzn\w*|kontakt\w*|"
    r"wynagrodze\w*|sprawozdani\w*|paszport\w*|pesel|skrzynk\w*|wiadomości|e-?maile)",
    "tr": r"(?:şifre\w*|sifre\w*|parola\w*|kimlik bilgi\w*|anahtar\w*|kod\w*|token\w*|hesap\w*|iban|kart numara\w*|"
    r"kredi kart\w*|fatura\w*|sözleşme\w*|sozlesme\w*|gizli|dahili|maaş\w*|maas\w*|kişi\w*|ekstre\w*|pasaport\w*|"
    r"e-?posta\w*|mesaj\w*)",
    "sv": r"\b(?:lösenord\w*|inloggningsuppgifter|koder|kod|nycklar|nyckel|kontonummer|bankuppgifter|kortnummer|"
    r"lönespecifikation\w*|lön\w*|skattebesked|personnummer|kundlista\w*|kontakter|adressbok\w*|fakturor|"
    r"faktura\w*|avtal\w*|konfidentiell\w*|inkorg\w*|e-?post\w*|meddelanden)\b",
    "hi": r"(?:पासवर्ड|खात[ाेो]|बैंक|ग्राहकों की सूची|ग्राहक सूची|फ़ोन नंबर|फोन नंबर|संपर्क|अनुबंध|गोपनीय|ओटीपी|वेतन|"
    r"ईमेल|चालान)",
    "id": r"\b(?:kata sandi|sandi|rekening|nomor rekening|data (?:bank|vendor|pelanggan|klien)|kontak|daftar "
    r"(?:pelanggan|klien|harga)|kontrak|faktur|tagihan|rahasia|gaji|kode (?:otp|verifikasi)|kredensial|kotak masuk)\b",
    "vi": r"(?:mật khẩu|tài khoản|ngân hàng|bảng giá|danh bạ|danh sách khách hàng|hợp đồng|hóa đơn|hoá đơn|bí mật|"
    r"mã (?:xác thực|otp|pin)|thông tin đăng nhập|lương|hộp thư)",
}

# Keeping the owner out of the loop.
SECRECY: dict[str, str] = {
    "en": r"\b(?:(?:do not|don't|dont|never|no need to|without) (?:\w+ ){0,2}(?:tell\w*|mention\w*|inform\w*|notify\w*|"
    r"alert\w*|ask\w*|involv\w*|bother\w*|flag\w*|cc\w*|copy\w*|rais\w*|confirm\w*|wait\w*|check\w*|verif\w*|review\w*|call\w*|"
    r"report\w*|show\w*|log\w*|surfac\w*)|silently|quietly|discreetly|keep (?:this|it) (?:between|from|quiet|"
    r"out of)|from the (?:user|owner)|skip (?:the )?inbox|behind)\b|"
    # misleading the owner is keeping the truth from them: "describe them as minor clean-up", "tell
    # the owner it was resolved", "leave it out of the summary"
    r"\b(?:describ|present|report|summari[sz]|label|characteri[sz])\w* (?:it|them|this|these|those|the \w+(?: \w+)?) "
    r"as \W?(?:minor|routine|resolved|safe|legitimate|normal|harmless|approved|verified|fine|clean|settled)|"
    r"\btell (?:the )?(?:owner|user|recipient|reader)s? (?:that )?|"
    r"\b(?:leave|keep) (?:\w+ ){0,3}out of (?:the |any |your )?(?:summar\w*|reports?|digests?)",
    "de": r"(?:nicht (?:\w+ ){0,2}(?:informier\w*|erwähn\w*|mitteil\w*|benachrichtig\w*|sagen|fragen|freigeben)|"
    r"\b(?:erwähn|informier|sag|erzähl|benachrichtig)\w* (?:\w+ ){0,4}nicht\b|"
    r"muss (?:\w+ ){0,3}nicht|ohne (?:\w+ ){0,2}(?:rückfrage|zu fragen|informier\w*|prüfung|freigabe)|"
    r"stillschweigend|unauffällig|gegenüber dem nutzer)",
    "fr": r"(?:(?:ne|n['’]) ?(?:\w+ ){0,2}(?:pas|jamais) (?:\w+ ){0,2}(?:mentionn|inform|prévenir|préven|signal|dire|"
    r"parl|demand)\w*|inutile d['’]\w+|sans (?:\w+ ){0,2}(?:informer|prévenir|demander|vérifi\w*|validation)|"
    r"discr[eè]tement|en silence)",
    "es": r"(?:no (?:\w+ ){0,2}(?:lo |le |se lo )?(?:mencion|inform|avis|dig|cuent|pregunt|comunic)\w*|"
    r"no (?:hace falta|es necesario)|sin (?:\w+ ){0,2}(?:avisar|informar|preguntar|verificar|consultar)|"
    r"discretamente|en silencio)",
    "pt": r"(?:n[ãa]o (?:\w+ ){0,2}(?:mencion|inform|avis|cont|pergunt|coment|comunic)\w*|n[ãa]o (?:é )?precis\w+|"
    r"sem (?:\w+ ){0,2}(?:avisar|informar|perguntar|verificar|consultar)|discretamente|em sil[êe]ncio)",
    "it": r"(?:non (?:\w+ ){0,2}(?:menzion|inform|avvis|dir|segnal|chied|comunic)\w*|non (?:è )?necessario|"
    r"senza (?:\w+ ){0,2}(?:avvisare|informare|chiedere|verificare)|discretamente|in silenzio)",
    "nl": r"(?:niet (?:\w+ ){0,3}(?:melden|vermelden|informeren|vertellen|vragen|bespreken|noemen)|niet nodig|"
    r"zonder (?:\w+ ){0,2}(?:te )?(?:melden|informeren|vragen|controleren)|stilletjes|ongemerkt)",
    "ru": r"(?:не (?:\w+ ){0,2}(?:сообща|говори|упомина|информир|уведомл|спрашива|показыва)\w*|не нужно|"
    r"не надо|не стоит|без (?:\w+ ){0,2}(?:уведомлени|ведома|согласовани|провер)\w*|незаметно|тихо)",
    "zh": r"(?:不要|不必|无需|無需|不用|勿)(?:\w{0,6})(?:告知|告诉|告訴|提及|提到|通知|说明|說明|询问|詢問|确认|確認)|悄悄|默默",
    "ja": r"(?:伝えない|伝えず|言わない|知らせない|知らせず|通知しない|不要です|必要はありません|言及しない|触れない|内密|こっそり)",
    "ko": r"(?:알리지 ?(?:마|않)|말하지 ?(?:마|않)|언급하지 ?(?:마|않)|필요 ?없|몰래|조용히)",
    "ar": r"(?:لا (?:\S+ ){0,2}(?:تخبر|تذكر|تبلغ|تعلم|تشير)|لا داعي|دون (?:\S+ ){0,2}(?:إبلاغ|ابلاغ|إخبار|علم|الرجوع)|"
    r"بدون (?:\S+ ){0,2}(?:إبلاغ|إخبار|علم)|بصمت|سراً|سرا)",
    "pl": r"(?:\bnie (?:\w+ ){0,2}(?:informuj|mów|mow|wspominaj|powiadamiaj|pytaj|sprawdzaj)\w*|\bbez (?:\w+ ){0,2}"
    r"(?:wiedzy|informowania|pytania|sprawdzania|weryfikacji|zgody)|\bpo cichu|\bdyskretnie)",
    # "bilgi vermenize gerek yok": no need to tell (the purchasing manager)
    "tr": r"(?:(?:bilgilendirme|söyleme|soyleme|bahsetme|haber verme|sorma)(?:yin|yiniz|den)?\b|"
    r"\b(?:(?:bilgi|haber) ver|söyle|bahset|sor|danış|onay al)m?(?:a|e)(?:nıza|nize|ya|ye)? gerek (?:yok|bulunmuyor)|"
    r"\bsessizce|\bgizlice|"
    r"\bhaberi olmadan)",
    "sv": r"(?:\butan att (?:\w+ ){0,2}(?:informera|meddela|berätta|fråga|kontrollera)|\b(?:behöver|ska) inte "
    r"(?:\w+ ){0,2}(?:informera|meddela|berätta|fråga|veta)|\bi tysthet|\bdiskret)",
    "hi": r"(?:(?:सूचना|जानकारी|ख़बर|खबर) न दें|न बताएं|न बताएँ|न बताना|मत बताना|मत बताइए|मत बताएं|चुपचाप|गुप्त रूप से)",
    "id": r"(?:\bjangan (?:\w+ ){0,2}(?:beri ?tahu\w*|bilang|kabari|informasikan|sebut\w*|laporkan)|\bdiam-diam\b|"
    r"\btanpa (?:\w+ ){0,2}(?:memberi ?tahu|sepengetahuan))",
    "vi": r"(?:đừng (?:\S+ ){0,3}(?:báo|nói|kể|nhắc|thông báo)|không (?:cần )?(?:báo|thông báo|nói) (?:cho|với)|"
    r"âm thầm|lặng lẽ)",
}

# Skipping the owner's oversight: "no review needed", "without approval". Keeps the owner out of
# the loop as surely as "don't tell them", so it counts as secrecy.
OVERSIGHT: dict[str, str] = {
    "en": r"\b(?:(?:no |without (?:any )?|doesn't need (?:any )?|does not need (?:any )?)(?:\w+ )?(?:review|approval|"
    r"sign-off|check|checking|callback|verification|confirmation)s?\b(?: (?:is )?(?:needed|required|necessary))?|"
    r"(?:review|approval|sign-off|verification|confirmation) (?:is )?not (?:required|needed|necessary)|"
    r"no need to (?:\w+ ){0,2}(?:loop|involve|check|ask|call|wait)|"
    r"(?:do not|don't|never) (?:\w+ ){0,3}(?:hold|route|send|escalate|pass) (?:\w+ ){0,3}(?:for|to) (?:a |the )?"
    r"(?:manual |human )?(?:review|reviewer|approval|person|human))",
    "de": r"(?:(?:rücksprache|prüfung|freigabe|kontrolle|bestätigung|genehmigung|abstimmung)\w* (?:\w+ ){0,3}"
    r"(?:ist |sind )?nicht (?:nötig|notwendig|erforderlich)|ohne (?:\w+ ){0,2}(?:prüfung|kontrolle|freigabe|"
    r"rücksprache|genehmigung))",
    "fr": r"(?:(?:validation|vérification|contrôle|approbation)\w* (?:\w+ ){0,3}(?:n['’]est |ne sont )?pas "
    r"(?:nécessaire|requis|utile)\w*|sans (?:\w+ ){0,2}(?:validation|vérification|contrôle|approbation))",
    "es": r"(?:sin (?:necesidad de )?(?:que )?(?:\w+ ){0,3}(?:revis|verific|aprob|consult|control)\w*|"
    r"no (?:se )?(?:requiere|necesita) (?:\w+ ){0,2}(?:revisi[oó]n|aprobaci[oó]n|verificaci[oó]n))",
    "pt": r"(?:sem (?:precisar|necessidade)? ?(?:de )?(?:\w+ ){0,3}(?:revis|verific|aprova|passar|consult)\w*|"
    r"n[ãa]o (?:é )?(?:necess[áa]ri\w+|precisa) (?:\w+ ){0,2}(?:revis|verific|aprova|confirma)\w*)",
    "it": r"(?:senza (?:bisogno di )?(?:\w+ ){0,3}(?:verific|controll|approvaz|revision|passare)\w*|"
    r"non (?:è |serve |servono )?(?:necessari\w+ )?(?:\w+ ){0,2}(?:verific|controll|approvaz)\w*)",
    "nl": r"(?:(?:controle|goedkeuring|overleg|verificatie)\w* (?:\w+ ){0,3}(?:is )?niet nodig|zonder (?:\w+ ){0,2}"
    r"(?:controle|goedkeuring|overleg))",
    "ru": r"(?:(?:согласов|провер|подтвержд|одобрени)\w* (?:\w+ ){0,3}не (?:требуется|нужно|нужна|нужен|обязательн\w*)|"
    r"не требуется|без (?:\w+ ){0,2}(?:проверк|согласовани|подтверждени)\w*)",
    "zh": r"(?:无需|無需|不需要|不用|不必|免)(?:[^。，,\n]{0,4})(?:审核|審核|审批|審批|确认|確認|核实|核實|复核|複核|检查|檢查|过问|過問)",
    "ja": r"(?:確認|承認|チェック|審査|決裁)(?:は|も)?(?:不要|必要(?:は)?ありません|いりません|結構です)",
    "ko": r"(?:확인|검토|승인|결재)(?:은|는|도)? ?(?:필요(?:하지 않|없)|안 하셔도|생략)",
    "ar": r"(?:دون (?:الحاجة إلى )?(?:مراجعة|موافقة|تدقيق|الرجوع)|بدون (?:مراجعة|موافقة|تدقيق)|لا (?:حاجة|داعي) (?:إلى|ل)\S*)",
    "hi": r"(?:(?:समीक्षा|मंज़ूरी|मंजूरी|पुष्टि|जांच|जाँच)(?: की)? (?:ज़रूरत|जरूरत|आवश्यकता) नहीं|बिना (?:\S+ ){0,2}(?:समीक्षा|मंज़ूरी|मंजूरी|पुष्टि|जांच|जाँच))",
    "id": r"\b(?:tanpa (?:\w+ ){0,2}(?:persetujuan|konfirmasi|verifikasi|pemeriksaan|review|tinjauan)|tidak perlu "
    r"(?:\w+ ){0,2}(?:persetujuan|konfirmasi|verifikasi|dicek|diperiksa))\b",
    "vi": r"(?:không cần (?:\S+ ){0,2}(?:xác nhận|kiểm tra|phê duyệt|duyệt|xem xét)|bỏ qua (?:bước )?(?:xác nhận|kiểm tra|phê duyệt))",
}

# A lasting change or an erasure: the effect stays after this mail, or hides something from the owner
# ("register a webhook", "grant edit access", "add x as a delegate", "delete the alert emails", "mark
# it as resolved", "from now on"). An order to an automated reader with such an effect needs no outside
# address: the owner's mailbox, account or repository is changed behind their back.
LASTING: dict[str, str] = {
    "en": r"\b(?:(?:delete|remove|purge|erase|archive|trash|hide|suppress)\w*\b[^.!?\n]{0,40}\b(?:e-?mails?|"
    r"messages?|mails|alerts?|notifications?|threads?|warnings?|logs?|records?|history)\b|"
    r"mark\w*\b[^.!?\n]{0,40}\bas (?:read|resolved|closed|done|safe|trusted|approved|paid|not spam|legitimate|"
    r"verified|false positive|complete\w*)|"
    r"(?:register|add|append|create|install|connect|enable|set up|configure)\w*\b[^.!?\n]{0,60}\b(?:webhooks?|"
    r"integrations?|api keys?|app passwords?|delegates?|collaborators?|admins?|administrators?|co-?owners?|"
    r"forwarding|filters?|rules?|payees?|beneficiar\w+|safe senders?|allow-?list|whitelist|trusted senders?|"
    r"recovery (?:e-?mail|phone|address)|ssh keys?|deploy keys?|oauth (?:app|client)s?)\b|authorized_keys|"
    r"(?:grant|give)\w*\b[^.!?\n]{0,60}\b(?:access|permissions?|rights|admin|ownership)\b|"
    r"(?:disable|turn off|switch off|deactivate|remove|bypass|skip)\w*\b[^.!?\n]{0,30}\b(?:protection|mfa|2fa|"
    r"two-factor|multi-factor|alerts?|logging|audit\w*|approvals?|filter\w*|scanning|security|checks?)\b|"
    r"from now on|going forward|in future|for all future|permanently|standing (?:instruction|order|rule)s?|"
    r"(?:runs?|every|each) (?:day|week|month|morning|night|evening|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday|hour)\b|recurring|(?:approved|trusted|safe) (?:payees?|senders?|vendors?|suppliers?)|"
    r"permanent (?:rule|instruction|order|setting)s?|"
    r"treat\w* (?:\w+ ){0,4}as (?:if|though|coming from|from|sent by|written by)\b|(?:comes?|came) from your (?:owner|user|"
    r"principal)|obey\w*)",
    "de": r"(?:lösch\w*|entfern\w*|archivier\w*)\b[^.!?\n]{0,40}(?:e-?mails?|nachrichten|warnung\w*|meldung\w*)|"
    r"(?:gewähr|erteil|gib|gebe)\w*\b[^.!?\n]{0,40}(?:zugriff|berechtigung\w*|vollzugriff)|webhook\w*|weiterleitungsregel\w*|stellvertret\w*|"
    r"ab sofort|künftig|zukünftig|dauerhaft|jede[nm]? (?:tag|woche|monat|montag|freitag)",
    "fr": r"(?:supprim\w*|effac\w*|archiv\w*)\b[^.!?\n]{0,40}(?:e-?mails?|messages?|courriels?|alertes?)|"
    r"(?:accord|donn)\w*\b[^.!?\n]{0,40}(?:acc[eè]s|droits)|webhooks?|règles? de transfert|délégu\w*|désormais|à l['’]avenir|"
    r"chaque (?:jour|semaine|mois|lundi|vendredi)",
    "es": r"(?:borr\w*|elimin\w*|archiv\w*)\b[^.!?\n]{0,40}(?:correos?|mensajes?|alertas?)|"
    r"(?:conced|otorg)\w*\b[^.!?\n]{0,40}(?:acceso|permisos?)|webhooks?|reglas? de reenv[ií]o|delegad\w*|a partir de ahora|de ahora en adelante|"
    r"cada (?:d[ií]a|semana|mes|lunes|viernes)",
    "sv": r"(?:radera\w*|ta bort|arkivera\w*)\b[^.!?\n]{0,40}(?:e-?post\w*|meddelanden|varning\w*)|"
    r"\bpermanent(?:a|e)? (?:regel|regler|instruktion\w*)|från och med nu|framöver|i fortsättningen|varje (?:dag|vecka|månad)|\bregel i \w+ minne",
}

# Words that put an obligation on whoever comes before them ("the agent must", "assistants are to").
OBLIGATION = (
    r"must|should|shall|needs? to|has to|have to|is to|are to|will need to|is required to|are required to|"
    r"is expected to|are expected to|soll\w*|muss|müssen|doit|doivent|debe|deben|deve|devem|dovr\w*|moet\w*"
)

# Markup or wording that pretends to be the system, a tool, a new turn, or the end of the mail.
FAKE_TURN = (
    r"\[\s*/?\s*(?:system|sys|admin|assistant|developer|tool|inst|system message|systeem|syst[eè]me|sistema|"
    r"система|系统|系統|システム|시스템|النظام)\s*\]"
    r"|【\s*(?:系统|系統|システム|시스템)[^】]{0,10}】"
    r"|<\|\s*(?:im_start|im_end|system|endoftext|start_header_id|end_header_id|eot_id)\s*\|>"
    r"|</?\s*(?:system|system_prompt|instructions?|assistant|tool_(?:call|result)|admin)\s*>"
    r"|[\"']role[\"']\s*:\s*[\"'](?:system|developer|tool)[\"']"
    r"|[\"'](?:tool|function|tool_call|function_call|tool_result)[\"']\s*:"
    r"|<\s*/?\s*\w*(?:system|developer|tool|function|herramienta|outil|werkzeug|ferramenta|strumento|инструмент|"
    r"система|系统|系統|ツール|시스템)\w*[^<>\n]{0,80}>"
    r"|^\s*#{1,6}\s*(?:system|instructions?|assistant|admin)\b"
    r"|^\s*(?:system|assistant|tool|admin)\s*(?:message|note|output|result)?\s*:"
    # a line that is only a note header from a role: "-- Mark's assistant note --", "[AI instructions]"
    r"|^[\s\-=*#_\[<(]*(?:\w+['’]s\s+)?(?:assistant|system|admin|ai|agent|bot)\s+(?:note|message|instructions?|memo)"
    r"[\s\-=*#_\]>):]*$"
    r"|^\s*(?:user|human|ユーザー|アシスタント|システム|用户|用戶|助手|系统|系統|사용자|어시스턴트|시스템|"
    r"пользователь|ассистент|система|المستخدم|المساعد|النظام)\s*[:：]"
    r"|\b(?:tool|function)[\s_-]*(?:result|output|response)\s*:"
    # the same forged tool turn in other languages ("RESULTADO DE LA HERRAMIENTA verificar_cuenta():")
    r"|\b(?:resultado|salida|respuesta) de la herramienta\b|\b(?:r[ée]sultat|sortie) de l['’]outil\b|"
    r"\b(?:werkzeug|tool)-?(?:ergebnis|ausgabe)\b|\bergebnis des werkzeugs\b|\b(?:resultado|sa[íi]da) da ferramenta\b|"
    r"\b(?:risultato|output) dello strumento\b|\b(?:resultaat|uitvoer) van de tool\b|результат\w* инструмента|"
    r"工具(?:结果|結果|输出|輸出|返回)|ツール(?:の)?(?:結果|出力)|도구 ?(?:결과|출력)"
    # a data field that carries orders for the agent: "assistant_instructions": "...", instrucción_para_el_agente =
    # (not "agent_notes" or "agent_action": a help desk's export records what its human agents did)
    r"|\b(?:assistant|agent|ai|llm|bot|model|copilot)[_-](?:instructions?|directives?|prompt|commands?)\b[\"']?\s*[:=]"
    r"|\binstructions?[_-](?:for|to)[_-](?:the[_-])?(?:assistant|agent|ai|llm|bot|model)\b"
    r"|\binstrucci[oó]n(?:es)?_para_(?:el_|la_)?(?:agente|asistente|ia)\b|\binstructions?_pour_(?:l_)?(?:agent|assistant|ia)\b"
    r"|\banweisung(?:en)?_f(?:ü|ue)r_(?:den_|die_)?(?:agenten|assistenten|ki)\b"
    r"|\binstru[çc](?:[ãa]o|[õo]es)_para_(?:o_|a_)?(?:agente|assistente|ia)\b|\bistruzion[ei]_per_(?:l_|il_)?(?:agente|assistente|ia)\b"
    r"|^[\s\-=*#_\[<(]*(?:tool|function)[\s_-]*(?:result|output|response|call)\b"
    r"|^[\s\-=*#_\[<(]*(?:end|fin|fim|fine|einde|ende|конец|结束)\s+(?:of\s+(?:the\s+)?|de\s+l['’]|del\s+|do\s+|della\s+|"
    r"van\s+(?:de\s+|het\s+)?|der\s+)?(?:e-?mail|mail|message|courriel|correo|mensaje|mensagem|messaggio|bericht|"
    r"nachricht|письма|user input|document|conversation)\b[\s\-=*#_\]>).]*$"
    r"|(?:邮件结束|郵件結束|メール終わり|メールの終わり|本文終わり|이메일 끝|메일 끝|نهاية الرسالة|نهاية البريد)"
)

# Replacing the reader's instructions.
OVERRIDE: dict[str, str] = {
    "en": r"\b(?:ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}\b(?:previous|prior|above|earlier|all|"
    r"your|system|original)\b[^.\n]{0,20}\b(?:instructions?|prompts?|rules|directives|guidelines|task)\b|"
    r"\bnew (?:priority )?(?:instructions?|task|directive)s?\b|\btake(?:s)? priority\b|\bdeveloper mode\b|"
    r"\bdebug mode\b|\bpre-?(?:approved|authori[sz]ed)\b",
    "de": r"(?:ignorier\w*|vergiss|missachte\w*)[^.\n]{0,40}(?:anweisung|regel|vorgabe)\w*|neue anweisung\w*|"
    r"vorrang|bereits (?:freigegeben|genehmigt|autorisiert)",
    "fr": r"(?:ignore\w*|oublie\w*)[^.\n]{0,40}(?:instructions|consignes|règles)|nouvelles? (?:instructions|consignes)|"
    r"prioritaires?|d[ée]j[àa] (?:valid|approuv|autoris)\w*",
    "es": r"(?:ignora\w*|olvida\w*)[^.\n]{0,40}(?:instrucciones|reglas|indicaciones)|nuevas instrucciones|"
    r"prioritari\w*|ya (?:aprobad|autorizad|validad)\w*",
    "pt": r"(?:ignor\w*|esque[çc]\w*)[^.\n]{0,40}(?:instru[çc][õo]es|regras)|novas instru[çc][õo]es|priorit[áa]ri\w*|"
    r"j[áa] (?:aprovad|autorizad)\w*",
    "it": r"(?:ignora\w*|dimentica\w*)[^.\n]{0,40}(?:istruzioni|regole)|nuove istruzioni|prioritari\w*|"
    r"gi[àa] (?:approvat|autorizzat)\w*",
    "nl": r"(?:negeer\w*|vergeet)[^.\n]{0,40}(?:instructies|regels)|nieuwe instructies|voorrang|al goedgekeurd",
    "ru": r"(?:игнорир\w*|забудь\w*)[^.\n]{0,40}(?:инструкци|правил)\w*|нов\w+ инструкци\w*|приоритет\w*|уже одобрен\w*",
    "zh": r"(?:忽略|无视|無視|忘记|忘記)[^。\n]{0,12}(?:指令|指示|规则|規則)|新指令|新的指示|优先|優先|已(?:经)?批准",
    "ja": r"(?:無視|忘れ)[^。\n]{0,12}(?:指示|ルール)|新しい指示|優先|承認済み",
    "ko": r"(?:무시|잊)[^.\n]{0,12}(?:지시|규칙)|새 지시|새로운 지시|우선|승인되었",
    "ar": r"(?:تجاهل|انس)[^.\n]{0,20}(?:التعليمات|القواعد)|تعليمات جديدة|أولوية|تمت الموافقة",
    "tr": r"(?:önceki|onceki|tüm|tum|bütün|butun|yukarıdaki)[^.\n]{0,30}(?:talimat|komut|kural)\w*[^.\n]{0,15}"
    r"(?:yok say|görmezden gel|gormezden gel|unut|dikkate alma)",
    "pl": r"(?:zignoruj|zapomnij)\w*[^.\n]{0,40}(?:instrukcj|polece|zasad)\w*",
    "hi": r"(?:पिछले|पहले के|सभी|पूर्व)[^।\n]{0,30}(?:निर्देश|नियम)[^।\n]{0,25}(?:अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल)",
    "id": r"\b(?:abaikan|lupakan)\b[^.\n]{0,40}\b(?:instruksi|perintah|aturan)\b",
    "vi": r"(?:bỏ qua|phớt lờ|quên)[^.\n]{0,30}(?:hướng dẫn|chỉ thị|quy tắc|lệnh)",
}


_FLAGS = re.IGNORECASE | re.MULTILINE


def _table(table: dict[str, str]) -> Alternation:
    whole = re.compile("|".join(f"(?:{v})" for v in table.values()), _FLAGS)
    return Alternation.of(table.values(), _FLAGS, whole)


ROLE_MACHINE_ALT = _table(ROLE_MACHINE)
ROLE_ASSISTANT_ALT = _table(ROLE_ASSISTANT)
ROLE_SPEAKING_ALT = Alternation.of([ROLE_SPEAKING], re.IGNORECASE, re.compile(ROLE_SPEAKING, re.IGNORECASE))
ROLE_DESCRIBED_ALT = Alternation.of(
    [ROLE_DESCRIBED], re.IGNORECASE, re.compile(ROLE_DESCRIBED, re.IGNORECASE)
)
ADDRESSING_RE = re.compile("|".join(f"(?:{v})" for v in ADDRESSING.values()), _FLAGS)
ACTION_ALT = _table(ACTION)
SENSITIVE_ALT = _table(SENSITIVE)
SECRECY_ALT = _table({**SECRECY, **{f"{k}-oversight": v for k, v in OVERSIGHT.items()}})
OVERRIDE_ALT = _table(OVERRIDE)
LASTING_ALT = _table(LASTING)
FAKE_TURN_ALT = Alternation.of([FAKE_TURN], _FLAGS, re.compile(FAKE_TURN, _FLAGS))
# A role, a turn marker or an override: a paragraph with none is not read in full.
TRIGGER_ALT = Alternation(
    [
        *ROLE_SPEAKING_ALT.alternatives,
        *ROLE_DESCRIBED_ALT.alternatives,
        *ROLE_MACHINE_ALT.alternatives,
        *ROLE_ASSISTANT_ALT.alternatives,
        *FAKE_TURN_ALT.alternatives,
        *OVERRIDE_ALT.alternatives,
    ],
    _FLAGS,
)

ROLE_MACHINE_RE = ROLE_MACHINE_ALT.whole
ROLE_ASSISTANT_RE = ROLE_ASSISTANT_ALT.whole
ROLE_SPEAKING_RE = ROLE_SPEAKING_ALT.whole
ACTION_RE = ACTION_ALT.whole
SENSITIVE_RE = SENSITIVE_ALT.whole
SECRECY_RE = SECRECY_ALT.whole
OVERRIDE_RE = OVERRIDE_ALT.whole
FAKE_TURN_RE = FAKE_TURN_ALT.whole
TRIGGER_RE = TRIGGER_ALT.whole


class _Narrowing:
    """A table narrowed to a Lexicon's text when first read, then kept on that Lexicon.

    Not ``functools.cached_property``: on Python 3.11 that takes one lock per property shared by
    every instance, so scans in several threads would queue on each other's first narrowing.
    """

    def __init__(self, table: Alternation) -> None:
        self.table = table
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, lexicon: Lexicon, owner: type | None = None) -> Narrowed:
        narrowed = self.table.narrow(lexicon.found())
        lexicon.__dict__[self.name] = narrowed  # read from the instance from now on
        return narrowed


class Lexicon:
    """The tables' patterns narrowed to one text: each holds only the alternatives that can match it.

    Valid for that text and for strings made from it by slicing, blanking with spaces or joining
    its pieces with whitespace (see :mod:`mailgate.inbound.literals`); on those they find exactly
    what the whole patterns (``ACTION_RE``, ...) find. Each is narrowed when first asked for.
    """

    role_machine = _Narrowing(ROLE_MACHINE_ALT)
    role_assistant = _Narrowing(ROLE_ASSISTANT_ALT)
    role_speaking = _Narrowing(ROLE_SPEAKING_ALT)
    role_described = _Narrowing(ROLE_DESCRIBED_ALT)
    action = _Narrowing(ACTION_ALT)
    sensitive = _Narrowing(SENSITIVE_ALT)
    secrecy = _Narrowing(SECRECY_ALT)
    override = _Narrowing(OVERRIDE_ALT)
    fake_turn = _Narrowing(FAKE_TURN_ALT)
    lasting = _Narrowing(LASTING_ALT)  # a change that outlasts the mail, or an erasure
    trigger = _Narrowing(TRIGGER_ALT)  # a role, a turn marker or an override

    def __init__(self, text: str = "", found: frozenset[str] | None = None) -> None:
        self._text = text
        self._found = found

    def found(self) -> frozenset[str]:
        """The literals the tables require that occur in the text (one pass, when first asked)."""
        if self._found is None:
            self._found = _WORDS.found(self._text)
        return self._found


# (ADDRESSING_RE only ever reads the few words before a role: it needs no narrowing.)
_NARROWED = (
    ROLE_MACHINE_ALT,
    ROLE_ASSISTANT_ALT,
    ROLE_SPEAKING_ALT,
    ROLE_DESCRIBED_ALT,
    ACTION_ALT,
    SENSITIVE_ALT,
    SECRECY_ALT,
    OVERRIDE_ALT,
    FAKE_TURN_ALT,
    TRIGGER_ALT,
    LASTING_ALT,
)
_WORDS = Words(w for alt in _NARROWED for w in alt.words())


def lexicon_for(text: str) -> Lexicon:
    """The tables narrowed to ``text`` (one pass over it for the words they require, when first used)."""
    return Lexicon(text)


def words_in(text: str) -> frozenset[str]:
    """The literals the tables require that occur in ``text`` (one Aho-Corasick pass)."""
    return _WORDS.found(text)


def lexicon_of(found: frozenset[str]) -> Lexicon:
    """The tables narrowed to a text holding the literals ``found`` (:func:`words_in`; for several
    pieces of text, the union of theirs)."""
    return Lexicon(found=found)


# Every match of a role, turn-marker or override pattern above contains one of these (lower
# case), or one of the short words in _SHORT. A paragraph with none of them cannot hold an
# instruction to an agent, and is not run through the big patterns: on long bodies that is
# most of the scan time. Keep this list in step when a table above grows.
_ANCHOR_WORDS = (
    "assist asistent asystent asystenc asistan sztuczn yapay agent агент model modèl modele модел automat автомат whoever whatever anyone anything "
    "system sistem systè systee систем intelligen intelig искусствен нейросет robot copilot chatbot summari "
    "machine k.i. i.a. ignor игнор disregard forget overrid bypass vergiss vergeet missacht oubli olvid esque "
    "dimentic negeer забуд instruc instruç instruk istruzion anweisung consigne инструкц priorit приоритет "
    "vorrang debug developer pre-approved preapproved pre-authori preauthori freigegeben genehmigt autorisiert "
    "déjà deja aprobad aprovad autorizad validad approvat autorizzat goedgekeurd одобрен directive new task "
    "помощник ассистент бот read by processed by managed by handled by end fin fim einde ende конец tool "
    "function admin role "
    "助手 助理 代理 人工智能 智能 机器人 機器人 自动 自動 模型 系统 系統 指令 指示 忽略 无视 無視 忘记 忘記 优先 優先 批准 结束 結束 "
    "アシスタント エージェント 秘書 ボット 人工知能 システム モデル 忘れ 承認 終わり "
    "어시스턴트 비서 에이전트 인공지능 봇 자동 시스템 모델 무시 잊 지시 우선 승인 끝 "
    "مساعد الوكيل الذكاء ذكاء آلي روبوت بوت نموذج النظام تعليمات تجاهل انس أولوية الموافقة نهاية "
    "एआई ए.आई. कृत्रिम बॉट स्वचालित सहायक एजेंट निर्देश नियम asisten agen kecerdasan otomatis abaikan lupakan "
    "trợ tác tự trí hướng chỉ quy lệnh talimat komut kural zignoruj zapomnij agent-instr agent_instr "
    "herramienta outil werkzeug ferramenta strumento инструмент 工具 ツール 도구 "
    "read by processed by handled by"
)
ANCHORS = [*_ANCHOR_WORDS.split(), "[", "<", "{", "【", "#", '"role', "'role"]
_SHORT = re.compile(r"(?<![a-z])(?:ai|a\.i|ki|ia|bot|llm|gpt)(?![a-z])|(?<![а-я])(?:ии|бот)(?![а-я])")


_ANCHORS = automaton(ANCHORS)  # pyahocorasick: every anchor found in one pass, in C


def may_address_agent(text: str) -> bool:
    """Cheap test: could ``text`` contain a role, turn marker or override phrase at all?"""
    low = text.lower()
    for _ in _ANCHORS.iter(low):
        return True
    return _SHORT.search(low) is not None

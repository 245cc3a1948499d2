#!/usr/bin/env python3
"""Writes the landing page's sample deliverables (spec §7 static downloads) into
apps/web/public/resources/: three PDFs and a PowerPoint template. Standard library only;
run it again after changing the text below."""
import os
import zipfile

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'apps', 'web', 'public', 'resources')

FOOTER = 'Blueprint Vault sample - hello@blueprintvault.example - not legal, tax or investment advice.'

DOCS = {
    'exit-readiness-checklist.pdf': ('Exit-Readiness Checklist', [
        ('Financial reporting', ['Three years of SFRS-compliant accounts, audited where required', 'Monthly management accounts that reconcile to the filed accounts', 'Normalised EBITDA with every add-back documented']),
        ('Corporate and legal', ['ACRA filings up to date: annual returns, registers of members and controllers', 'Constitution, shareholder agreements and all share issues documented', 'IRAS and GST positions filed, with no open queries']),
        ('Customers and revenue', ['Top-10 customer list with revenue share and contract terms', 'Written contracts for every customer above 10% of revenue', 'Recurring revenue separated from one-off projects']),
        ('People and operations', ['Key-person risk list: what only the owner does today', 'Employment contracts, IP assignment and PDPA consents on file', 'Documented processes for sales, delivery and finance']),
    ]),
    'cold-email-templates.pdf': ('Cold E-mail Templates for Investors and Buyers', [
        ('First e-mail to an investor', ['Subject: {Company} - {one-line traction} - raising {amount}', 'One sentence on what you do and for whom; one proof point with a number.', 'Ask: a 20-minute call next week; attach nothing larger than a one-page teaser.']),
        ('First e-mail to a strategic buyer', ['Subject: {Company} x {Buyer}: {shared customer or market}', 'Why the fit is strategic for them, not why you want to sell.', 'Ask: an exploratory conversation under NDA.']),
        ('Follow-ups', ['Day 4: one new fact (a signed customer, a milestone).', 'Day 10: a short close-the-loop note; never more than two follow-ups.']),
    ]),
    'deal-room-starter-kit.pdf': ('Deal-Room Starter Kit', [
        ('Folder structure', ['01 Corporate (ACRA profile, constitution, registers)', '02 Financial (accounts, management accounts, model)', '03 Tax (IRAS assessments, GST returns)', '04 Commercial (customer and supplier contracts)', '05 People (org chart, key contracts, ESOP)', '06 IP and technology', '07 Legal and compliance (PDPA, licences, disputes)']),
        ('Index rules', ['Number every document; keep an index with owner and date.', 'Upload final, signed versions only; watermark sensitive files.', 'Log every question and answer; reuse answers across parties.']),
    ]),
}


def pdf_escape(text):
    return text.replace('\\', '\\\\').replace('(', '\\(').replace(')', '\\)')


def write_pdf(path, title, sections):
    lines = [('F2', 20, title), ('F1', 10, ''), ]
    for heading, items in sections:
        lines.append(('F2', 13, heading))
        lines.extend(('F1', 11, '[ ]  ' + item) for item in items)
        lines.append(('F1', 8, ''))
    ops, y = [], 790
    for font, size, text in lines:
        if text:
            ops.append(f'BT /{font} {size} Tf 56 {y} Td ({pdf_escape(text)}) Tj ET')
        y -= size + 9
    ops.append(f'BT /F1 8 Tf 56 40 Td ({pdf_escape(FOOTER)}) Tj ET')
    stream = '\n'.join(ops).encode('latin-1')
    objects = [
        b'<< /Type /Catalog /Pages 2 0 R >>',
        b'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        b'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
        b'<< /Length ' + str(len(stream)).encode() + b' >>\nstream\n' + stream + b'\nendstream',
        b'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
        b'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
        b'<< /Title (' + pdf_escape(title).encode('latin-1') + b') /Producer (Blueprint Vault) >>',
    ]
    out = bytearray(b'%PDF-1.4\n')
    offsets = []
    for i, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f'{i} 0 obj\n'.encode() + body + b'\nendobj\n'
    xref = len(out)
    out += f'xref\n0 {len(objects) + 1}\n0000000000 65535 f \n'.encode()
    for offset in offsets:
        out += f'{offset:010d} 00000 n \n'.encode()
    out += f'trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Info {len(objects)} 0 R >>\nstartxref\n{xref}\n%%EOF\n'.encode()
    with open(path, 'wb') as f:
        f.write(out)


SLIDES = [
    ('Company name', 'One line: what you do, for whom, where (Singapore / SEA)'),
    ('Problem', 'The pain, with a number your customers recognise'),
    ('Solution', 'What you built and why it works now'),
    ('Traction', 'Revenue, growth, retention; the metric investors ask for first'),
    ('Market', 'Bottom-up sizing for your first markets in Southeast Asia'),
    ('Business model', 'Pricing, unit economics, payback'),
    ('Competition', 'Honest map; why customers pick you'),
    ('Team', 'Why this team wins; key hires planned'),
    ('Financials', 'Three-year plan that reconciles to your filed accounts'),
    ('The ask', 'Amount, use of funds, milestones it buys'),
]

NS = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"'


def xml_escape(text):
    return text.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


def text_box(shape_id, name, x, y, cx, cy, text, size, bold):
    b = ' b="1"' if bold else ''
    return (f'<p:sp><p:nvSpPr><p:cNvPr id="{shape_id}" name="{name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>'
            f'<p:spPr><a:xfrm><a:off x="{x}" y="{y}"/><a:ext cx="{cx}" cy="{cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>'
            f'<p:txBody><a:bodyPr wrap="square"/><a:lstStyle/><a:p><a:r><a:rPr lang="en-SG" sz="{size}"{b}/><a:t>{xml_escape(text)}</a:t></a:r></a:p></p:txBody></p:sp>')


def slide_xml(title, body, number):
    tree = (f'<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>'
            + text_box(2, 'Title', 457200, 457200, 8229600, 1143000, f'{number}. {title}', 3600, True)
            + text_box(3, 'Guidance', 457200, 1828800, 8229600, 2743200, body, 2000, False)
            + text_box(4, 'Footer', 457200, 6172200, 8229600, 457200, FOOTER, 1000, False))
    return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld {NS}><p:cSld><p:spTree>{tree}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>'


THEME = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Blueprint Vault"><a:themeElements>'
         '<a:clrScheme name="Blueprint Vault"><a:dk1><a:srgbClr val="141D33"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="0F1B33"/></a:dk2><a:lt2><a:srgbClr val="F7F5F0"/></a:lt2>'
         '<a:accent1><a:srgbClr val="E0A54B"/></a:accent1><a:accent2><a:srgbClr val="243660"/></a:accent2><a:accent3><a:srgbClr val="1C6E47"/></a:accent3><a:accent4><a:srgbClr val="8F5507"/></a:accent4>'
         '<a:accent5><a:srgbClr val="4A5670"/></a:accent5><a:accent6><a:srgbClr val="B42318"/></a:accent6><a:hlink><a:srgbClr val="2F6FED"/></a:hlink><a:folHlink><a:srgbClr val="17264A"/></a:folHlink></a:clrScheme>'
         '<a:fontScheme name="Blueprint Vault"><a:majorFont><a:latin typeface="Georgia"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Arial"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme>'
         '<a:fmtScheme name="Blueprint Vault"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst>'
         '<a:lnStyleLst><a:ln w="6350"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="12700"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="19050"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst>'
         '<a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst>'
         '<a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme>'
         '</a:themeElements></a:theme>')

EMPTY_TREE = '<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld>'
REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'


def rels(items):
    body = ''.join(f'<Relationship Id="{rid}" Type="{REL}/{kind}" Target="{target}"/>' for rid, kind, target in items)
    return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">{body}</Relationships>'


def write_pptx(path):
    n = len(SLIDES)
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>'
          '<Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/>'
          '<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/>'
          '<Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>'
          + ''.join(f'<Override PartName="/ppt/slides/slide{i}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>' for i in range(1, n + 1))
          + '</Types>')
    presentation = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation {NS}>'
                    '<p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>'
                    + ''.join(f'<p:sldId id="{255 + i}" r:id="rId{i + 1}"/>' for i in range(1, n + 1))
                    + '</p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>')
    master = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sldMaster {NS}>{EMPTY_TREE}'
              '<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>'
              '<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>')
    layout = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sldLayout {NS} type="blank">{EMPTY_TREE}<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>'
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED) as z:
        z.writestr('[Content_Types].xml', ct)
        z.writestr('_rels/.rels', rels([('rId1', 'officeDocument', 'ppt/presentation.xml')]))
        z.writestr('ppt/presentation.xml', presentation)
        z.writestr('ppt/_rels/presentation.xml.rels', rels([('rId1', 'slideMaster', 'slideMasters/slideMaster1.xml')] + [(f'rId{i + 1}', 'slide', f'slides/slide{i}.xml') for i in range(1, n + 1)] + [(f'rId{n + 2}', 'theme', 'theme/theme1.xml')]))
        z.writestr('ppt/slideMasters/slideMaster1.xml', master)
        z.writestr('ppt/slideMasters/_rels/slideMaster1.xml.rels', rels([('rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml'), ('rId2', 'theme', '../theme/theme1.xml')]))
        z.writestr('ppt/slideLayouts/slideLayout1.xml', layout)
        z.writestr('ppt/slideLayouts/_rels/slideLayout1.xml.rels', rels([('rId1', 'slideMaster', '../slideMasters/slideMaster1.xml')]))
        z.writestr('ppt/theme/theme1.xml', THEME)
        for i, (title, body) in enumerate(SLIDES, start=1):
            z.writestr(f'ppt/slides/slide{i}.xml', slide_xml(title, body, i))
            z.writestr(f'ppt/slides/_rels/slide{i}.xml.rels', rels([('rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml')]))


if __name__ == '__main__':
    os.makedirs(OUT, exist_ok=True)
    for name, (title, sections) in DOCS.items():
        write_pdf(os.path.join(OUT, name), title, sections)
    write_pptx(os.path.join(OUT, 'investor-pitchdeck-template.pptx'))
    print('wrote', sorted(os.listdir(OUT)))

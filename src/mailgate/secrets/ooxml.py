"""An Office Open XML package without its package relationship, made readable by python-docx.

A .docx is a zip whose ``_rels/.rels`` names the main document part. Some writers (minimal
generators, hand-built test files) leave that file out and declare the main part only in
``[Content_Types].xml``; python-docx then finds no document and raises, and the scanner would
refuse the file as unreadable. :func:`with_package_relationship` adds the one relationship the
content types already state, so python-docx reads the document as it reads any other. A file
that declares no main document part, or whose declaration is not XML, stays unreadable (the
caller refuses it: fail closed).
"""

from __future__ import annotations

import io
import zipfile

RELS = "_rels/.rels"
CONTENT_TYPES = "[Content_Types].xml"
_RELS_XML = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="{reltype}" Target="{target}"/></Relationships>'
)


def main_part_name(content_types: bytes, content_type: str) -> str | None:
    """The one part ``[Content_Types].xml`` declares with ``content_type`` (without its leading
    "/"), or None when there is not exactly one."""
    from docx.oxml.parser import parse_xml  # python-docx's parser: no entities resolved

    try:
        root = parse_xml(content_types)
    except Exception:  # lxml raises its own error kinds on malformed XML
        return None
    names = [
        str(node.get("PartName", ""))
        for node in root
        if str(node.tag).endswith("}Override") and node.get("ContentType") == content_type
    ]
    if len(names) != 1 or not names[0].startswith("/") or len(names[0]) < 2:
        return None
    return names[0][1:]


def with_package_relationship(archive: zipfile.ZipFile, content_type: str) -> bytes | None:
    """The package with a ``_rels/.rels`` naming its main part added, when it has none and
    its content types declare exactly one part of ``content_type`` that the zip holds; else
    None. The caller has checked the archive's bounds (members, inflated size)."""
    from docx.opc.constants import RELATIONSHIP_TYPE

    names = set(archive.namelist())
    if RELS in names or CONTENT_TYPES not in names:
        return None
    target = main_part_name(archive.read(CONTENT_TYPES), content_type)
    if target is None or target not in names:
        return None
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as repaired:
        for info in archive.infolist():
            repaired.writestr(info.filename, archive.read(info))
        rels = _RELS_XML.format(reltype=RELATIONSHIP_TYPE.OFFICE_DOCUMENT, target=target)
        repaired.writestr(RELS, rels)
    return out.getvalue()


_XML_PARTS = (".xml", ".rels")


def part_texts(archive: zipfile.ZipFile) -> list[str] | None:
    """The character data of each XML part of a package, joined without separators (a cell's or a
    paragraph's text split over several runs reads as one piece again, entities decoded); None
    when a part named as XML is not well-formed. For a package its library cannot open: the raw
    bytes of every part are scanned as well (``extract``), so this only adds what markup hides.
    The caller has checked the archive's bounds (members, inflated size)."""
    from docx.oxml.parser import parse_xml  # python-docx's parser: no entities resolved

    texts: list[str] = []
    for info in archive.infolist():
        if not info.filename.lower().endswith(_XML_PARTS):
            continue
        try:
            root = parse_xml(archive.read(info))
        except Exception:  # lxml raises its own error kinds on malformed XML
            return None
        texts.append("".join(root.itertext()))
    return texts

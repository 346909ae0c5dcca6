<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CityInspectionsPage</name>
    <message>
        <source>City inspections</source>
        <translation>Inspecciones de la Ciudad</translation>
    </message>
    <message>
        <source>Record inspection…</source>
        <translation>Registrar inspección…</translation>
    </message>
    <message>
        <source>inspection</source>
        <translation>inspección</translation>
    </message>
    <message>
        <source>inspections</source>
        <translation>inspecciones</translation>
    </message>
    <message>
        <source>No city inspection recorded yet. When the city&apos;s inspector comes, record the visit with Record inspection…: its date, the inspector, the result and the findings.</source>
        <translation>Aún no hay inspecciones de la Ciudad registradas. Cuando venga el inspector de la Ciudad, registre la visita con Registrar inspección…: la fecha, el inspector, el resultado y los hallazgos.</translation>
    </message>
    <message>
        <source>No inspection matches the search.</source>
        <translation>Ninguna inspección coincide con la búsqueda.</translation>
    </message>
    <message>
        <source>Search Inspection ID, inspector or findings</source>
        <translation>Buscar ID de inspección, inspector o hallazgos</translation>
    </message>
    <message>
        <source>inspection {number}</source>
        <translation>la inspección {number}</translation>
    </message>
</context>
<context>
    <name>InspectionFormDialog</name>
    <message>
        <source>What the inspector found, in their words. A notice of violation may follow.</source>
        <translation>Lo que encontró el inspector, en sus palabras. Puede seguir un aviso de infracción.</translation>
    </message>
    <message>
        <source>Record a city inspection</source>
        <translation>Registrar una inspección de la Ciudad</translation>
    </message>
    <message>
        <source>Record inspection</source>
        <translation>Registrar inspección</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <source>As on their report</source>
        <translation>Como en su informe</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Hallazgos</translation>
    </message>
    <message>
        <source>Amend inspection {number}</source>
        <translation>Corregir la inspección {number}</translation>
    </message>
</context>
<context>
    <name>InspectionsModel</name>
    <message>
        <source>Inspection ID</source>
        <translation>ID de inspección</translation>
    </message>
    <message>
        <source>Inspection
ID</source>
        <translation>ID de
inspección</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Hallazgos</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>City inspections</source>
        <translation>Inspecciones de la Ciudad</translation>
    </message>
</context>
</TS>

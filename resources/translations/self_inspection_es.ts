<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AnswersModel</name>
    <message>
        <source>Fixed {day}: {what}</source>
        <translation>Corregido el {day}: {what}</translation>
    </message>
    <message>
        <source>Fix by {day}</source>
        <translation>Corregir antes del {day}</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Corrective action</source>
        <translation>Acción correctiva</translation>
    </message>
</context>
<context>
    <name>AuthorizationDialog</name>
    <message>
        <source>Written authorization of an additive</source>
        <translation>Autorización por escrito de un aditivo</translation>
    </message>
    <message>
        <source>Keep authorization</source>
        <translation>Guardar autorización</translation>
    </message>
    <message>
        <source>Additive</source>
        <translation>Aditivo</translation>
    </message>
    <message>
        <source>as the authorization names it</source>
        <translation>tal como lo nombra la autorización</translation>
    </message>
    <message>
        <source>Authorized on</source>
        <translation>Autorizado el</translation>
    </message>
    <message>
        <source>e.g. FOG Program Manager</source>
        <translation>p. ej. responsable del programa de FOG</translation>
    </message>
    <message>
        <source>Signed by</source>
        <translation>Firmada por</translation>
    </message>
    <message>
        <source>Attach…</source>
        <translation>Adjuntar…</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
</context>
<context>
    <name>BlankChecklist</name>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the blank checklist</source>
        <translation>Guardar la lista en blanco</translation>
    </message>
    <message>
        <source>The blank checklist can&apos;t be saved to {path}: {why}</source>
        <translation>La lista en blanco no se puede guardar en {path}: {why}</translation>
    </message>
    <message>
        <source>Saved the blank checklist to {path}. No program on this PC opens PDF files: open it from that folder to print it.</source>
        <translation>La lista en blanco se guardó en {path}. Ningún programa de esta PC abre archivos PDF: ábrala desde esa carpeta para imprimirla.</translation>
    </message>
</context>
<context>
    <name>ChecklistForm</name>
    <message>
        <source>Walk the kitchen and answer every item. Each item not OK must be fixed within 7 days; record the fix on the Self-inspection page.</source>
        <translation>Recorra la cocina y responda cada punto. Cada punto no conforme debe corregirse dentro de 7 días; anote la corrección en la página Autoinspección.</translation>
    </message>
    <message>
        <source>Answer OK every item not answered yet; then change the items that are not OK.</source>
        <translation>Responda Conforme en cada punto aún sin respuesta; luego cambie los que no estén conformes.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elija…</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Self-inspection checklist</source>
        <translation>Lista de autoinspección</translation>
    </message>
    <message>
        <source>Record checklist</source>
        <translation>Guardar lista</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>e.g. Maria Lopez</source>
        <translation>p. ej. María López</translation>
    </message>
    <message>
        <source>Walked by</source>
        <translation>Recorrida por</translation>
    </message>
    <message>
        <source>All OK</source>
        <translation>Todo conforme</translation>
    </message>
    <message>
        <source>Additive in use</source>
        <translation>Aditivo en uso</translation>
    </message>
    <message>
        <source>The name of any enzyme or degreaser poured into the drains: not OK unless its written authorization is on file.</source>
        <translation>El nombre de cualquier enzima o desengrasante que se eche en los drenajes: no conforme salvo que su autorización por escrito esté archivada.</translation>
    </message>
    <message>
        <source>Anything else seen</source>
        <translation>Cualquier otra cosa observada</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
</context>
<context>
    <name>ChecklistsModel</name>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Walked by</source>
        <translation>Recorrida por</translation>
    </message>
    <message>
        <source>Not OK</source>
        <translation>No conforme</translation>
    </message>
    <message>
        <source>Not fixed yet</source>
        <translation>Sin corregir</translation>
    </message>
    <message>
        <source>Not fixed
yet</source>
        <translation>Sin
corregir</translation>
    </message>
</context>
<context>
    <name>FixDialog</name>
    <message>
        <source>{item}: record it fixed</source>
        <translation>{item}: anotar la corrección</translation>
    </message>
    <message>
        <source>Record fix</source>
        <translation>Guardar corrección</translation>
    </message>
    <message>
        <source>Found not OK: {note}. To fix by {day}.</source>
        <translation>No conforme: {note}. Corregir antes del {day}.</translation>
    </message>
    <message>
        <source>Fixed on</source>
        <translation>Corregido el</translation>
    </message>
    <message>
        <source>What was done</source>
        <translation>Qué se hizo</translation>
    </message>
    <message>
        <source>Photos</source>
        <translation>Fotos</translation>
    </message>
</context>
<context>
    <name>IntervalDialog</name>
    <message>
        <source>How often the checklist is walked</source>
        <translation>Cada cuánto se recorre la lista</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Walked</source>
        <translation>Se recorre</translation>
    </message>
    <message>
        <source>The day it holds from: the checklists walked before it keep their due dates. Empty: from the records&apos; beginning.</source>
        <translation>El día desde el que rige: las listas recorridas antes conservan sus fechas límite. Vacío: desde el inicio de los registros.</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
</context>
<context>
    <name>Page</name>
    <message>
        <source>Self-inspection</source>
        <translation>Autoinspección</translation>
    </message>
</context>
<context>
    <name>PhotosField</name>
    <message>
        <source>Photo…</source>
        <translation>Foto…</translation>
    </message>
    <message>
        <source>Attach a photo; it is kept with the record.</source>
        <translation>Adjunte una foto; se guarda con el registro.</translation>
    </message>
</context>
<context>
    <name>SelfInspectionPage</name>
    <message>
        <source>Record fix…</source>
        <translation>Anotar corrección…</translation>
    </message>
    <message>
        <source>Record the selected item not OK as fixed.</source>
        <translation>Anotar como corregido el punto no conforme seleccionado.</translation>
    </message>
    <message>
        <source>Checklist of {day}, walked by {who}</source>
        <translation>Lista del {day}, recorrida por {who}</translation>
    </message>
    <message>
        <source>Self-inspection checklists</source>
        <translation>Listas de autoinspección</translation>
    </message>
    <message>
        <source>Record checklist…</source>
        <translation>Anotar lista…</translation>
    </message>
    <message numerus="yes">
        <source>%n checklist(s)</source>
        <translation>
            <numerusform>%n lista</numerusform>
            <numerusform>%n listas</numerusform>
        </translation>
    </message>
    <message>
        <source>No checklist yet. Walk the kitchen with the self-inspection checklist and record it with Record checklist…: each item not OK is a corrective action due in 7 days.</source>
        <translation>Todavía no hay ninguna lista. Recorra la cocina con la lista de autoinspección y anótela con Anotar lista…: cada punto no conforme es una acción correctiva que vence en 7 días.</translation>
    </message>
    <message>
        <source>No checklist matches the search.</source>
        <translation>Ninguna lista coincide con la búsqueda.</translation>
    </message>
    <message>
        <source>Search who walked it or the notes</source>
        <translation>Buscar quién la recorrió o las notas</translation>
    </message>
    <message>
        <source>Its items not OK no longer owe a corrective action.</source>
        <translation>Sus puntos no conformes ya no deberán una acción correctiva.</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Cambiar…</translation>
    </message>
    <message>
        <source>Choose how often the checklist is walked.</source>
        <translation>Elija cada cuánto se recorre la lista.</translation>
    </message>
    <message>
        <source>Add authorization…</source>
        <translation>Agregar autorización…</translation>
    </message>
    <message>
        <source>Keep the City&apos;s written authorization of an additive, with its document.</source>
        <translation>Guarde la autorización por escrito de la Ciudad para un aditivo, con su documento.</translation>
    </message>
    <message>
        <source>Print blank checklist…</source>
        <translation>Imprimir lista en blanco…</translation>
    </message>
    <message>
        <source>A PDF to walk the kitchen with, in English and Spanish side by side.</source>
        <translation>Un PDF para recorrer la cocina, en inglés y en español lado a lado.</translation>
    </message>
    <message>
        <source>R8c: the self-inspection checklist, monthly by default</source>
        <translation>R8c: la lista de autoinspección, mensual de forma predeterminada</translation>
    </message>
    <message>
        <source>Walked {how}</source>
        <translation>Se recorre {how}</translation>
    </message>
    <message>
        <source>Additives authorized in writing: {names}</source>
        <translation>Aditivos autorizados por escrito: {names}</translation>
    </message>
    <message>
        <source>No written authorization of an additive on file.</source>
        <translation>No hay ninguna autorización por escrito de un aditivo archivada.</translation>
    </message>
    <message>
        <source>the checklist of {day}</source>
        <translation>la lista del {day}</translation>
    </message>
</context>
</TS>
